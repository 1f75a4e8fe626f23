-- objects, containers, monsters with inventories
des.level_init({ style = "solidfill", fg = "." })
des.object({ id = "chest", x = 10, y = 10, locked = true, trapped = 0, broken = false,
             contents = function(o)
                des.object({ class = "/", spe = 3, buc = "blessed" })
                des.object({ id = "corpse", montype = "lichen" })
                des.object({ id = "statue", montype = "knight", historic = 1 })
                des.object({ id = "egg", montype = "cockatrice", laid_by_you = 1 })
             end })
des.object({ id = "long sword", name = "Excalibur", spe = 5, eroded = 2, greased = 1, x = 12, y = 10 })
des.object({ class = "%", quantity = 20, buried = true })
des.object({ id = "oil lamp", lit = 1 })
des.object("*")
des.object("scroll of mail")
des.monster({ id = "Woodland-elf", x = 20, y = 5, peaceful = 0, asleep = 1, female = 1,
              name = "Fuzz", invisible = 1, cancelled = 1, fleeing = 3, blinded = 2,
              paralyzed = 1, stunned = 1, confused = 1, waiting = 1,
              inventory = function() des.object("elven mithril-coat") end })
des.monster("L")
des.monster({ class = "@", align = "chaos" })
des.monster({ id = "giant mimic", appear_as = "obj:boulder" })
des.monster({ id = "chameleon", appear_as = "mon:dragon" })
des.monster("shopkeeper", 30, 10)
local o = obj.new("dagger")
o:placeobj(40, 10)
local t = o:totable()
nh.pline(tostring(t.otyp_name) .. tostring(o:class().class))
