-- a room-and-corridor level as the fillers make it
des.level_flags("mazelevel", "noflipx", "temperate", "graveyard", "inaccessibles")
des.level_init({ style = "solidfill", fg = " " })
for i = 1, 6 do
   des.room({ type = "random", filled = 1 })
end
des.region({ region = { 1, 1, 20, 10 }, lit = 0, type = "zoo", filled = 1, joined = true })
des.region(selection.area(30, 5, 40, 10), "lit")
des.random_corridors()
des.stair("up")
des.stair("down")
