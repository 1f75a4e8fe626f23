-- labyrinth.lua - The Undercroft Labyrinth (nhlev's own level set)
--
-- The filler level of the Undercroft: a wide-corridored maze with no dead
-- ends, a scatter of ore in the rock, and whatever wandered in.

des.level_init({ style = "maze", corrwid = 2, wallthick = 1,
                 deadends = false })
des.level_flags("mazelevel", "noflip")

des.message("The passages twist away into the dark.")

des.mineralize({ gem_prob = 15, gold_prob = 30 })

des.stair("up")
des.stair("down")

for _ = 1, 8 do
   des.object()
end
des.object({ class = "(" })
des.object({ id = "oil lamp", lit = 1 })

for _ = 1, 5 do
   des.trap()
end
des.trap("trap door")

des.monster({ class = "M" })
des.monster({ id = "minotaur", asleep = 1 })
for _ = 1, 5 do
   des.monster()
end
