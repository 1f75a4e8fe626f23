des.level_init({ style = "solidfill", fg = "." })
des.region({ region = { 5, 30, 8, 32 }, lit = 1, type = "ordinary", irregular = true })
