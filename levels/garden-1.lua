-- garden-1.lua - The Drowned Garden, marsh variant (nhlev's own level set)
--
-- An old water garden gone to marsh: a swamp fill, copses of trees grown on
-- a share of the dry ground, a fountain and a sink left from the gardeners'
-- shed, and things that live in the water.

des.level_init({ style = "swamp", fg = ".", bg = "}", lit = 1 })
des.level_flags("mazelevel", "temperate")

-- every dry cell of the level, then a tenth of them for trees
local everything = selection.negate()
local dry = selection.filter_mapchar(everything, ".")
local copses = dry:percentage(10)
des.terrain(copses, "T")

-- a few of the trees bear fruit
des.replace_terrain({ selection = copses, fromterrain = "T", toterrain = ".",
                      chance = 20 })

-- the gardeners' shed: a dry square with its water fixtures
local shed = selection.area(36, 8, 42, 12)
des.terrain(shed, ".")
des.feature("fountain", 38, 10)
des.feature({ type = "sink", x = 40, y = 10 })
des.feature({ type = "tree", x = 36, y = 8, looted = 1 })
des.feature("pool", { 42, 12 })
des.region(shed, "lit")

des.stair("up", 3, 10)
des.stair("down")

des.gold(60, { 39, 11 })
des.gold()

des.object({ class = "%" })
des.object({ class = "%" })
des.object({ id = "apple", quantity = 5, x = 37, y = 11 })
des.object("melon")
des.object({ id = "potion of water", buc = "blessed" })

des.monster({ id = "giant eel" })
des.monster({ id = "water moccasin", asleep = 1 })
des.monster({ class = ";" })
des.monster("F")
des.monster({ id = "gnome", peaceful = 1, name = "Old Marrow", x = 39, y = 9 })

des.trap("pit")
des.trap()
