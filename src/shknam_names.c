/* shknam_names.c - the shop types: what each sells and how often, and its
 * shopkeepers' names (the data of shknam.c's shtypes[] and name lists, as
 * a Unix build of NetHack 3.7 has them). A name's first character may say
 * the shopkeeper's sex: '-' or '_' female, '+' or '|' male, '=' either. */
#include "shknam.h"

#include "data_enums.h"
#include "objdata.h"

static const char *const shkliquors[] = {
    "Njezjin", "Tsjernigof", "Ossipewsk", "Gorlowka", "Gomel", "Konosja",
    "Weliki Oestjoeg", "Syktywkar", "Sablja", "Narodnaja", "Kyzyl",
    "Walbrzych", "Swidnica", "Klodzko", "Raciborz", "Gliwice", "Brzeg",
    "Krnov", "Hradec Kralove", "Leuk", "Brig", "Brienz", "Thun", "Sarnen",
    "Burglen", "Elm", "Flims", "Vals", "Schuls", "Zum Loch", NULL
};

static const char *const shkbooks[] = {
    "Skibbereen", "Kanturk", "Rath Luirc", "Ennistymon", "Lahinch",
    "Kinnegad", "Lugnaquillia", "Enniscorthy", "Gweebarra", "Kittamagh",
    "Nenagh", "Sneem", "Ballingeary", "Kilgarvan", "Cahersiveen",
    "Glenbeigh", "Kilmihil", "Kiltamagh", "Droichead Atha", "Inniscrone",
    "Clonegal", "Lisnaskea", "Culdaff", "Dunfanaghy", "Inishbofin", "Kesh",
    NULL
};

static const char *const shkarmors[] = {
    "Demirci", "Kalecik", "Boyabai", "Yildizeli", "Gaziantep", "Siirt",
    "Akhalataki", "Tirebolu", "Aksaray", "Ermenak", "Iskenderun", "Kadirli",
    "Siverek", "Pervari", "Malasgirt", "Bayburt", "Ayancik", "Zonguldak",
    "Balya", "Tefenni", "Artvin", "Kars", "Makharadze", "Malazgirt",
    "Midyat", "Birecik", "Kirikkale", "Alaca", "Polatli", "Nallihan", NULL
};

static const char *const shkwands[] = {
    "Yr Wyddgrug", "Trallwng", "Mallwyd", "Pontarfynach", "Rhaeader",
    "Llandrindod", "Llanfair-ym-muallt", "Y-Fenni", "Maesteg", "Rhydaman",
    "Beddgelert", "Curig", "Llanrwst", "Llanerchymedd", "Caergybi", "Nairn",
    "Turriff", "Inverurie", "Braemar", "Lochnagar", "Kerloch",
    "Beinn a Ghlo", "Drumnadrochit", "Morven", "Uist", "Storr",
    "Sgurr na Ciche", "Cannich", "Gairloch", "Kyleakin", "Dunvegan", NULL
};

static const char *const shkrings[] = {
    "Feyfer", "Flugi", "Gheel", "Havic", "Haynin", "Hoboken", "Imbyze",
    "Juyn", "Kinsky", "Massis", "Matray", "Moy", "Olycan", "Sadelin",
    "Svaving", "Tapper", "Terwen", "Wirix", "Ypey", "Rastegaisa",
    "Varjag Njarga", "Kautekeino", "Abisko", "Enontekis", "Rovaniemi",
    "Avasaksa", "Haparanda", "Lulea", "Gellivare", "Oeloe", "Kajaani",
    "Fauske", NULL
};

static const char *const shkfoods[] = {
    "Djasinga", "Tjibarusa", "Tjiwidej", "Pengalengan", "Bandjar",
    "Parbalingga", "Bojolali", "Sarangan", "Ngebel", "Djombang",
    "Ardjawinangun", "Berbek", "Papar", "Baliga", "Tjisolok", "Siboga",
    "Banjoewangi", "Trenggalek", "Karangkobar", "Njalindoeng", "Pasawahan",
    "Pameunpeuk", "Patjitan", "Kediri", "Pemboeang", "Tringanoe", "Makin",
    "Tipor", "Semai", "Berhala", "Tegal", "Samoe", NULL
};

static const char *const shkweapons[] = {
    "Voulgezac", "Rouffiac", "Lerignac", "Touverac", "Guizengeard", "Melac",
    "Neuvicq", "Vanzac", "Picq", "Urignac", "Corignac", "Fleac", "Lonzac",
    "Vergt", "Queyssac", "Liorac", "Echourgnac", "Cazelon", "Eypau",
    "Carignan", "Monbazillac", "Jonzac", "Pons", "Jumilhac", "Fenouilledes",
    "Laguiolet", "Saujon", "Eymoutiers", "Eygurande", "Eauze", "Labouheyre",
    NULL
};

/* tool shops pick their names at random (see nameshk) */
const char *const shktools[] = {
    "Ymla", "Eed-morra", "Elan Lapinski", "Cubask", "Nieb", "Bnowr Falr",
    "Sperc", "Noskcirdneh", "Yawolloh", "Hyeghu", "Niskal", "Trahnil",
    "Htargcm", "Enrobwem", "Kachzi Rellim", "Regien", "Donmyar", "Yelpur",
    "Nosnehpets", "Stewe", "Renrut", "Senna Hut", "-Zlaw", "Nosalnef",
    "Rewuorb", "Rellenk", "Yad", "Cire Htims", "Y-crad", "Nenilukah",
    "Corsh", "Aned", "Dark Eery", "Niknar", "Lapu", "Lechaim",
    "Rebrol-nek", "AlliWar Wickson", "Oguhmk", "Telloc Cyaj", NULL
};

/* Minetown's lighting shop is Izchak's (see nameshk) */
const char *const shklight[] = {
    "Zarnesti", "Slanic", "Nehoiasu", "Ludus", "Sighisoara", "Nisipitu",
    "Razboieni", "Bicaz", "Dorohoi", "Vaslui", "Fetesti", "Tirgu Neamt",
    "Babadag", "Zimnicea", "Zlatna", "Jiu", "Eforie", "Mamaia", "Silistra",
    "Tulovo", "Panagyuritshte", "Smolyan", "Kirklareli", "Pernik", "Lom",
    "Haskovo", "Dobrinishte", "Varvara", "Oryahovo", "Troyan", "Lovech",
    "Sliven", NULL
};

/* the fallback list of every other kind of shop */
const char *const shkgeneral[] = {
    "Hebiwerie", "Possogroenoe", "Asidonhopo", "Manlobbi", "Adjama",
    "Pakka Pakka", "Kabalebo", "Wonotobo", "Akalapi", "Sipaliwini",
    "Annootok", "Upernavik", "Angmagssalik", "Aklavik", "Inuvik",
    "Tuktoyaktuk", "Chicoutimi", "Ouiatchouane", "Chibougamau", "Matagami",
    "Kipawa", "Kinojevis", "Abitibi", "Maganasipi", "Akureyri", "Kopasker",
    "Budereyri", "Akranes", "Bordeyri", "Holmavik", NULL
};

static const char *const shkhealthfoods[] = {
    "Ga'er", "Zhangmu", "Rikaze", "Jiangji", "Changdu", "Linzhi",
    "Shigatse", "Gyantse", "Ganden", "Tsurphu", "Lhasa", "Tsedong",
    "Drepung", "=Azura", "=Blaze", "=Breanna", "=Breezy", "=Dharma",
    "=Feather", "=Jasmine", "=Luna", "=Melody", "=Moonjava", "=Petal",
    "=Rhiannon", "=Starla", "=Tranquilla", "=Windsong", "=Zennia", "=Zoe",
    "=Zora", NULL
};

const struct shclass shtypes[] = {
    { "general store", RANDOM_CLASS, 42,
      { { 100, RANDOM_CLASS } }, shkgeneral },
    { "used armor dealership", ARMOR_CLASS, 14,
      { { 90, ARMOR_CLASS }, { 10, WEAPON_CLASS } }, shkarmors },
    { "second-hand bookstore", SCROLL_CLASS, 10,
      { { 90, SCROLL_CLASS }, { 10, SPBOOK_CLASS } }, shkbooks },
    { "liquor emporium", POTION_CLASS, 10,
      { { 100, POTION_CLASS } }, shkliquors },
    { "antique weapons outlet", WEAPON_CLASS, 5,
      { { 90, WEAPON_CLASS }, { 10, ARMOR_CLASS } }, shkweapons },
    { "delicatessen", FOOD_CLASS, 5,
      { { 83, FOOD_CLASS }, { 5, -POT_FRUIT_JUICE }, { 4, -POT_BOOZE },
        { 5, -POT_WATER }, { 3, -ICE_BOX } }, shkfoods },
    { "jewelers", RING_CLASS, 3,
      { { 85, RING_CLASS }, { 10, GEM_CLASS }, { 5, AMULET_CLASS } },
      shkrings },
    { "quality apparel and accessories", WAND_CLASS, 3,
      { { 90, WAND_CLASS }, { 5, -LEATHER_GLOVES }, { 5, -ELVEN_CLOAK } },
      shkwands },
    { "hardware store", TOOL_CLASS, 3,
      { { 100, TOOL_CLASS } }, shktools },
    { "rare books", SPBOOK_CLASS, 3,
      { { 90, SPBOOK_CLASS }, { 10, SCROLL_CLASS } }, shkbooks },
    { "health food store", FOOD_CLASS, 2,
      { { 70, VEGETARIAN_CLASS }, { 20, -POT_FRUIT_JUICE },
        { 4, -POT_HEALING }, { 3, -POT_FULL_HEALING },
        { 2, -SCR_FOOD_DETECTION }, { 1, -LUMP_OF_ROYAL_JELLY } },
      shkhealthfoods },
    { "lighting store", TOOL_CLASS, 0,
      { { 30, -WAX_CANDLE }, { 44, -TALLOW_CANDLE }, { 5, -BRASS_LANTERN },
        { 9, -OIL_LAMP }, { 3, -MAGIC_LAMP }, { 5, -POT_OIL },
        { 2, -WAN_LIGHT }, { 1, -SCR_LIGHT }, { 1, -SPE_LIGHT } },
      shklight },
};
const int NSHTYPES = (int) (sizeof shtypes / sizeof shtypes[0]);
