-- an irregular room over the stone, flipped about a small extent: its corners land off the map
des.level_init({ style = "solidfill", fg = " " })
des.terrain(10, 10, ".")
des.region({ region = { 40, 5, 40, 5 }, lit = 0, type = "ordinary", irregular = true })
