-- lava.lua - The Burning Ford (nhlev's own level set)
--
-- A walled hall split by a river of lava that wanders from the north wall
-- to the south.  A single causeway of cooled rock crosses it; fumes rise
-- off the flow.  Arrival and departure are on opposite banks, and falling
-- in from above never puts you on the far side.

des.level_init({ style = "solidfill", fg = ".", lit = 1 })
des.level_flags("mazelevel", "hot", "noflipx")

-- the hall's outer wall (the fill covers absolute columns 2..78)
local hall = selection.rect(1, 0, 77, 20)
des.terrain(hall, "-")

-- the river: a rough line, widened eastwards, plus a straight core
local course = selection.randline(38, 1, 42, 19, 8)
local river = course:grow("east") | selection.line(40, 1, 40, 19)
river = river:grow("west") & selection.area(2, 1, 75, 19)
des.terrain(river, "L")

-- small lava pools on the banks, and a ragged shore where lava meets rock
des.replace_terrain({ region = { 4, 2, 30, 18 }, fromterrain = ".",
                      toterrain = "L", chance = 2 })
des.replace_terrain({ x1 = 50, y1 = 2, x2 = 74, y2 = 18, fromterrain = ".",
                      toterrain = "L", chance = 2 })
des.replace_terrain({ mapfragment = "L.L", toterrain = "L", chance = 50 })

-- the causeway, laid after all the lava so nothing covers it
local causeway = selection.line(30, 10, 50, 10)
des.terrain(causeway, ".")
des.terrain({ selection = causeway & river, typ = ".", lit = 1 })

-- fumes over part of the flow (not the causeway)
des.gas_cloud({ selection = (river - causeway):percentage(15), damage = 2,
                ttl = 30 })

-- arrival on the west bank, the way on on the east bank
des.levregion({ region = { 3, 2, 12, 18 }, type = "stair-up" })
des.levregion({ region = { 66, 2, 74, 18 }, region_islev = 0,
                exclude = { 66, 9, 68, 11 }, type = "stair-down" })
des.levregion({ region = { 2, 1, 10, 19 }, region_islev = 1,
                type = "branch" })
des.teleport_region({ region = { 3, 2, 20, 18 }, dir = "down" })
des.teleport_region({ region = { 2, 1, 20, 19 }, region_islev = 1,
                      exclude = { 2, 1, 4, 3 }, exclude_islev = 1,
                      dir = "up" })

-- things that like it hot
des.monster({ id = "fire ant", group = 1 })
des.monster({ id = "salamander", x = 40, y = 4, ignorewater = 1 })
des.monster({ id = "fire vortex" })
des.monster({ id = "hell hound pup", x = 60, y = 10 })
des.monster({ class = "E", x = 55, y = 5 })

des.object({ id = "ring of fire resistance", x = 72, y = 10 })
des.object({ id = "potion of oil", quantity = 2 })
des.object({ id = "oilskin sack", x = 6, y = 10 })
des.object({ class = "*" })

des.trap("fire", 44, 10)
des.trap({ type = "fire", x = 35, y = 10 })
des.trap({ type = "teleport", x = 58, y = 15, teledest = { 5, 5 } })
des.trap({ type = "rolling boulder", x = 25, y = 12,
           launchfrom = { 20, 12 } })
