-- a zoo flooded over the stone, flipped about a small extent: C fills it off the map
des.level_init({ style = "solidfill", fg = " " })
des.terrain(10, 10, ".")
des.region({ region = { 40, 5, 40, 5 }, lit = 0, type = "zoo", filled = 1, irregular = true })
