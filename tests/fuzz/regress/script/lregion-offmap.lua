des.level_init({ style = "solidfill", fg = "." })
des.level_flags("noflip")
des.levregion({ region = { 98, 5, 98, 5 }, region_islev = 1, type = "stair-up" })
