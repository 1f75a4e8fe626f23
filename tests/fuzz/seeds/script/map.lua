-- a map with contents, regions and stairs
des.level_init({ style = "mazegrid", bg = "-" })
des.level_flags("mazelevel", "noteleport", "hardfloor")
des.map({ halign = "center", valign = "center", map = [[
--------------
|....|.......|
|....+...T...|
|....|..{.#..|
|--S---..}...|
|......LLPP..|
--------------
]], contents = function(m)
   des.region({ region = { 1, 1, 4, 3 }, lit = 1, type = "ordinary", irregular = false })
   des.stair("up", 1, 1)
   des.stair({ dir = "down", x = 12, y = 5 })
   des.ladder("down", 11, 1)
   des.feature("fountain", 8, 3)
   des.feature({ type = "sink", x = 9, y = 1 })
   des.engraving({ x = 2, y = 2, type = "burn", text = "Elbereth" })
   des.grave({ x = 3, y = 3, text = "here lies a fuzzer" })
   des.gold({ amount = 50, x = 6, y = 2 })
   des.non_diggable(selection.area(0, 0, 13, 6))
   des.non_passwall()
   des.wall_property({ x1 = 0, y1 = 0, x2 = 13, y2 = 6, property = "nondiggable" })
   des.replace_terrain({ region = { 1, 1, 12, 5 }, fromterrain = ".", toterrain = "C", chance = 10 })
end })
des.mazewalk(1, 1, "east")
des.teleport_region({ region = { 1, 1, 5, 5 }, dir = "down" })
des.levregion({ region = { 60, 5, 70, 15 }, type = "stair-up" })
des.exclusion({ type = "teleport", region = { 1, 1, 3, 3 } })
