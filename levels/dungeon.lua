-- dungeon.lua for nhlev's own level set: the same table format NetHack's
-- dat/dungeon.lua uses (read by nhlev's source.c, never by NetHack).
--
-- Two dungeons: the Proving Grounds, a short run of hand-made levels, and
-- the Undercroft below it, whose ordinary levels are all labyrinths.

dungeon = {
   {
      name = "The Proving Grounds",
      bonetag = "P",
      base = 14,
      range = 3,
      alignment = "unaligned",
      branches = {
         {
            name = "The Undercroft",
            chainlevel = "library",
            base = 2,
            range = 2
         },
         {
            name = "The Spire",
            chainlevel = "keep",
            base = 1,
            direction = "up"
         }
      },
      levels = {
         {
            name = "keep",
            bonetag = "K",
            base = 2,
            range = 2
         },
         {
            name = "garden",
            bonetag = "G",
            base = 4,
            range = 2,
            nlevels = 2,
            alignment = "neutral"
         },
         {
            name = "crates",
            chainlevel = "garden",
            base = 1,
            nlevels = 2
         },
         {
            name = "chapel",
            base = 7,
            range = 2,
            alignment = "lawful"
         },
         {
            name = "library",
            bonetag = "L",
            base = 9
         },
         {
            name = "ruins",
            base = 10,
            range = 2,
            chance = 60
         },
         {
            name = "vault",
            base = -1
         }
      }
   },
   {
      name = "The Undercroft",
      bonetag = "U",
      base = 4,
      range = 2,
      alignment = "noalign",
      flags = { "mazelike" },
      lvlfill = "labyrinth",
      levels = {
         {
            name = "lava",
            bonetag = "F",
            base = -1,
            alignment = "chaotic"
         }
      }
   },
   {
      name = "The Spire",
      bonetag = "S",
      base = 1,
      alignment = "lawful",
      flags = "mazelike",
      entry = -1,
      levels = {
         {
            name = "spire",
            base = 1,
            nlevels = 2
         }
      }
   }
}
