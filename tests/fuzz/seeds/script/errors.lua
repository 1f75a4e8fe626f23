-- errors the engine must report with a file and line
des.level_init({ style = "solidfill", fg = "." })
local ok, err = pcall(des.object, { id = "no such thing" })
ok, err = pcall(des.monster, { id = 12 })
ok, err = pcall(des.terrain, 1000000, 5, ".")
ok, err = pcall(des.map, { map = "xyz", x = -5 })
ok, err = pcall(selection.rect, 1, 2)
error({})
