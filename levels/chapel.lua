-- chapel.lua - The Chapel Court (nhlev's own level set)
--
-- A walled courtyard with a chapel at its north end, a churchyard of graves
-- to the east and a cloister garden to the west.  Incense hangs in the nave.
-- Altars of three kinds, graves in every call form, fountains, a throne for
-- the abbot and a good deal of writing on the floor.

des.level_init({ style = "solidfill", fg = " ", lit = 1 })
des.level_flags("mazelevel", "graveyard")

des.map({ halign = "half-right", valign = "center", map = [[
-------------------------------------------
|.........|...................|...........|
|.........|...................|...........|
|.........|.........\.........|...........|
|.........|...................|...........|
|.........--------.....--------...........|
|.........+...................|...........|
|.........|...................+...........|
|.........|...................|...........|
|.........|...................|...........|
|.........---------...---------...........|
|.........................................|
-------------------------------------------
]] })

-- the nave: the high altar, two side altars and the abbot's chair
des.altar({ x = 20, y = 1, align = align[1], type = "altar" })
des.altar({ x = 12, y = 2, align = "coaligned" })
des.altar({ coord = { 28, 2 }, align = "noncoaligned", type = "altar" })
des.altar({ x = 18, y = 4 })
des.feature({ type = "throne", x = 22, y = 4, looted = 0 })

-- incense
des.gas_cloud({ x = 20, y = 6, damage = 0, ttl = 40 })

-- the cloister: a fountain in each corner of the lawn, lit
des.feature("fountain", 2, 2)
des.feature({ type = "fountain", x = 8, y = 2, warned = 1 })
des.feature("fountain", { 2, 9 })
des.feature({ type = "fountain", coord = { 8, 9 }, looted = 1 })
des.region({ region = { 1, 1, 9, 11 }, lit = 1, type = "ordinary" })

-- the churchyard
des.grave(33, 2, "Here lies a surveyor. He measured twice.")
des.grave({ x = 36, y = 2, text = "Rest, weary digger." })
des.grave({ coord = { 39, 2 }, text = "Gone to see the Oracle." })
des.grave({ x = 33, y = 4 })
des.grave()
des.object({ id = "corpse", x = 36, y = 4, buried = 1, montype = "human" })
des.monster({ id = "ghoul", x = 39, y = 4, asleep = 1 })

-- writing on the floor, every way it can be written
des.engraving({ x = 20, y = 8, type = "engrave",
                text = "All who enter, enter quietly." })
des.engraving({ coord = { 20, 11 }, type = "dust", text = "Wipe your feet" })
des.engraving({ 35, 11 }, "burn", "Mind the graves")
des.engraving({ type = "mark", text = "Kilroy was here", degrade = false })
des.engraving({ x = 5, y = 6, type = "blood", text = "Elbereth",
                guardobjects = true })

des.stair("up", 1, 11)
des.stair("down", 41, 11)

-- the congregation
des.monster({ id = "acolyte", x = 15, y = 7, peaceful = 1, female = 1,
              name = "Sister Ilse" })
des.monster({ id = "acolyte", x = 25, y = 7, peaceful = 1, align = "law" })
des.monster({ id = "housecat", x = 5, y = 5, peaceful = 1, fleeing = 10,
              confused = 1 })
des.monster({ id = "dog", x = 6, y = 5, peaceful = 1, blinded = 5,
              stunned = 1 })
des.monster({ id = "imp", x = 20, y = 9, invisible = 1, cancelled = 1 })
des.monster({ id = "ghost", x = 38, y = 7, paralyzed = 20 })
des.monster({ id = "gnome", x = 30, y = 11, appear_as = "obj:boulder" })
des.monster({ id = "small mimic", appear_as = "ter:fountain" })
des.monster({ id = "kitten", x = 4, y = 8, peaceful = 1, countbirth = 0,
              revived = 1 })
des.monster({ id = "dingo", x = 40, y = 9, avenge = 1 })

des.object({ id = "wax candle", name = "Vigil", x = 19, y = 1, lit = 1 })
des.object({ id = "spellbook of remove curse", x = 21, y = 1 })
des.object({ id = "potion of water", buc = "blessed" })
des.object({ class = "(", x = 16, y = 2, achievement = 0 })
des.object({ id = "egg", montype = "chickatrice", laid_by_you = 0 })
des.object({ id = "statue", x = 24, y = 3, montype = "acolyte", female = 1 })

des.trap({ type = "magic", x = 19, y = 3, seen = 0 })
des.trap("rust", 9, 11)
