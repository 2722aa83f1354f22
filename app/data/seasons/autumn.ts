import type { Season, SubSeason } from "~/schemas/season";

export const AUTUMN: Season = {
  slug: "autumn",
  name: "Autumn",
  tagline: "Warm, rich and earthy.",
  description:
    "Autumn colouring is warm and golden, with a depth and richness that looks best in muted, earthy colours. Think of turning leaves, spices, moss and polished wood. Autumns glow in colours with a golden or brown base, worn in blended, textured combinations rather than icy brights or stark contrast.",
  keyColors: [
    { name: "Rust", hex: "#b7410e" },
    { name: "Mustard", hex: "#cf9f2b" },
    { name: "Olive", hex: "#708238" },
    { name: "Deep Teal", hex: "#1f6f6b" },
    { name: "Camel", hex: "#c19a6b" },
    { name: "Pumpkin", hex: "#d2691e" },
  ],
  characteristics: {
    temperature: "Warm, with golden, bronze or olive undertones",
    value: "Medium to deep",
    chroma: "Muted to rich",
    summary:
      "Warm and muted: Autumns need golden-based colours with an earthy, slightly softened finish and a depth that grounds them.",
  },
  subSeasonSlugs: ["soft-autumn", "warm-autumn", "deep-autumn", "true-autumn"],
};

/** Soft, Warm, Deep and True Autumn, in the order the season lists them. */
export const AUTUMN_SUB_SEASONS: readonly SubSeason[] = [
  {
    slug: "soft-autumn",
    name: "Soft Autumn",
    seasonSlug: "autumn",
    alsoKnownAs: ["Autumn-Summer", "Muted Autumn"],
    description:
      "Soft Autumn is the gentlest Autumn: warm-neutral and muted, blending into Summer's softness. The colouring tends to be low in contrast, with dark blonde to light brown hair, often with a soft golden or mousy cast, beige or warm-neutral skin, and hazel, olive or soft green eyes. Its palette looks like a misty autumn landscape: sage, camel, dusty salmon, muted teal and soft terracotta. Bright, clear colours and harsh darks create a contrast the face cannot carry, while greyed, cool shades lose the warmth that keeps it looking healthy.",
    characteristics: {
      depth: "medium",
      temperature: "warm-neutral",
      chroma: "soft",
      contrast: "low",
      summary:
        "Softness first, then warmth: muted, earthy colours of medium depth with a gentle golden lean and minimal contrast.",
    },
    palette: [
      { name: "Wheat", hex: "#e2c98e" },
      { name: "Honey Mustard", hex: "#c9a55a" },
      { name: "Dusty Peach", hex: "#e0b08f" },
      { name: "Soft Pumpkin", hex: "#d08f5e" },
      { name: "Dusty Salmon", hex: "#d9998a" },
      { name: "Tea Rose", hex: "#c98b86" },
      { name: "Muted Terracotta", hex: "#b86f55" },
      { name: "Mauve Brown", hex: "#94706a" },
      { name: "Sage", hex: "#a3ad8a" },
      { name: "Celadon", hex: "#a8c1a3" },
      { name: "Soft Moss", hex: "#7e8b5e" },
      { name: "Soft Olive", hex: "#8c8a5b" },
      { name: "Dusty Jade", hex: "#7fa9a0" },
      { name: "Muted Teal", hex: "#5b8a84" },
      { name: "Stone Blue", hex: "#6d8597" },
    ],
    neutrals: [
      { name: "Warm Oatmeal", hex: "#dccdb4" },
      { name: "Mushroom", hex: "#a8998a" },
      { name: "Soft Camel", hex: "#c2a07a" },
      { name: "Milk Coffee", hex: "#8b6f57" },
      { name: "Coffee", hex: "#5e4a3a" },
    ],
    metals: {
      recommended: ["Brushed gold", "Antique gold", "Soft rose gold", "Bronze"],
      why: "Warm metals with a brushed or antiqued finish echo the soft golden cast of the skin without adding sparkle the colouring cannot match.",
    },
    avoid: [
      { name: "Black", hex: "#000000", reason: "Too hard and too dark; it makes the face look pale and shadowed." },
      { name: "Optic White", hex: "#ffffff", reason: "A cold, stark white that stands apart from warm-neutral skin." },
      { name: "Hot Pink", hex: "#ff1d8e", reason: "Electric and cool, it overpowers muted colouring." },
      { name: "Electric Blue", hex: "#0066ff", reason: "Saturated and icy, it makes gentle features disappear." },
      { name: "Icy Pink", hex: "#f8dbe7", reason: "A chilly pastel that greys the warmth in the skin." },
    ],
    confusedWith: [
      {
        slug: "soft-summer",
        why: "Soft Summer looks best in cool, grey-rose and dusty blue, while Soft Autumn needs the same softness with warmth, such as camel, sage and salmon.",
      },
      {
        slug: "true-autumn",
        why: "True Autumn can carry richer, fuller earth tones like rust and pumpkin, which look heavy on Soft Autumn.",
      },
    ],
  },
  {
    slug: "warm-autumn",
    name: "Warm Autumn",
    seasonSlug: "autumn",
    alsoKnownAs: ["Autumn-Spring"],
    description:
      "Warm Autumn is the warmest of all the Autumns, with a golden undertone that runs through hair, skin and eyes and borders the sunlit richness of Warm Spring. Hair is usually golden brown, copper, auburn or strawberry, skin is peachy, golden or bronzed and often freckled, and eyes tend towards amber, topaz, olive or warm green. Its best colours look sunlit and spiced: saffron, pumpkin, paprika, moss and golden olive. Cool colours, especially blue-pinks, icy pastels and grey, visibly drain this colouring.",
    characteristics: {
      depth: "medium",
      temperature: "warm",
      chroma: "medium-soft",
      contrast: "low-medium",
      summary:
        "Warmth first: spiced, golden colours of medium depth with a slightly toasted softness and gentle contrast.",
    },
    palette: [
      { name: "Saffron", hex: "#e8a33d" },
      { name: "Old Gold", hex: "#c29b34" },
      { name: "Harvest Apricot", hex: "#e9a56b" },
      { name: "Pumpkin", hex: "#d9772b" },
      { name: "Burnt Coral", hex: "#dd6e4f" },
      { name: "Paprika", hex: "#c24a2a" },
      { name: "Terracotta", hex: "#c66b47" },
      { name: "Cinnamon Rose", hex: "#b86a5a" },
      { name: "Copper", hex: "#b8733d" },
      { name: "Lichen Green", hex: "#a2a35a" },
      { name: "Golden Olive", hex: "#9a8b30" },
      { name: "Moss", hex: "#6e7a3a" },
      { name: "Warm Jade", hex: "#3c8c73" },
      { name: "Golden Teal", hex: "#2a7f72" },
      { name: "Peacock Teal", hex: "#1f6d7a" },
    ],
    neutrals: [
      { name: "Cream", hex: "#f3e4c4" },
      { name: "Khaki", hex: "#b5a36e" },
      { name: "Camel", hex: "#c4955a" },
      { name: "Toffee", hex: "#9a6a34" },
      { name: "Warm Chocolate", hex: "#5a3a22" },
    ],
    metals: {
      recommended: ["Yellow gold", "Brass", "Copper", "Bronze"],
      why: "Every warm metal picks up the copper and gold tones in the hair and eyes, while silver turns the skin grey and tired.",
    },
    avoid: [
      { name: "Black", hex: "#000000", reason: "Cold and flat next to golden skin; warm chocolate gives the depth without the harshness." },
      { name: "Icy Blue", hex: "#d4e8f4", reason: "A frosty pastel that makes the skin look sallow by contrast." },
      { name: "Blue-Pink", hex: "#f49ac2", reason: "Its cool pink undertone clashes with golden and peachy skin." },
      { name: "Silver Grey", hex: "#b8bcc2", reason: "Cool and metallic, it drains the warmth from the face." },
      { name: "Magenta", hex: "#c71585", reason: "A blue-based bright that feels artificial on warm colouring." },
    ],
    confusedWith: [
      {
        slug: "warm-spring",
        why: "Warm Spring needs fresher, clearer warm colours such as tomato red and turquoise, while Warm Autumn looks best in toasted, spiced shades like paprika and moss.",
      },
      {
        slug: "true-autumn",
        why: "True Autumn has more depth and contrast and can carry deep chocolate and rust, whereas Warm Autumn is lighter and more golden overall.",
      },
    ],
  },
  {
    slug: "deep-autumn",
    name: "Deep Autumn",
    seasonSlug: "autumn",
    alsoKnownAs: ["Dark Autumn", "Autumn-Winter"],
    description:
      "Deep Autumn is the darkest and richest of the Autumns, warm-neutral at heart but borrowing depth and some intensity from Winter. The colouring is usually dark brown to black-brown hair, warm beige, olive or deep golden skin, and dark brown, deep hazel or dark olive eyes, with clear contrast between hair and skin. It wears saturated, deep, earthy colours beautifully: aubergine, forest green, deep teal, oxblood and burnt orange. Light pastels and powdery shades disappear against this depth, and icy cool colours turn the skin ashen.",
    characteristics: {
      depth: "deep",
      temperature: "warm-neutral",
      chroma: "medium",
      contrast: "medium-high",
      summary:
        "Depth first: dark, rich, earthy colours on a warm-neutral base, with enough intensity to match strong features.",
    },
    palette: [
      { name: "Oxblood", hex: "#6b1c23" },
      { name: "Chilli Red", hex: "#a82a1e" },
      { name: "Deep Coral", hex: "#c6503c" },
      { name: "Burnt Orange", hex: "#cc5500" },
      { name: "Deep Rust", hex: "#96391b" },
      { name: "Ochre", hex: "#b7862a" },
      { name: "Golden Moss", hex: "#7a7a2e" },
      { name: "Dark Olive", hex: "#4f5a23" },
      { name: "Forest Green", hex: "#1f4d2b" },
      { name: "Bottle Green", hex: "#12493a" },
      { name: "Peacock", hex: "#0f7770" },
      { name: "Deep Teal", hex: "#0e5a5a" },
      { name: "Petrol Blue", hex: "#1d4e5f" },
      { name: "Mulberry", hex: "#6e2d4a" },
      { name: "Aubergine", hex: "#4d2a45" },
    ],
    neutrals: [
      { name: "Buttermilk", hex: "#efe3c8" },
      { name: "Deep Khaki", hex: "#7a6b43" },
      { name: "Cognac", hex: "#8a4f23" },
      { name: "Mahogany", hex: "#5b2c1e" },
      { name: "Espresso", hex: "#2b1a12" },
    ],
    metals: {
      recommended: ["Antique gold", "Bronze", "Copper", "Gunmetal"],
      why: "Deep, burnished metals have the weight to stand beside dark hair and eyes, where pale, shiny silver looks thin and cold.",
    },
    avoid: [
      { name: "Powder Pink", hex: "#f7c6d9", reason: "Too light and cool; it looks washed out against deep colouring." },
      { name: "Baby Blue", hex: "#bcd9f2", reason: "A pale, icy blue that makes warm skin look grey." },
      { name: "Icy Lilac", hex: "#e2d9f3", reason: "Frosty and weightless, it disappears next to dark hair and eyes." },
      { name: "Ash Grey", hex: "#b2b5b8", reason: "A light, cool grey that drains the warmth and looks drab." },
      { name: "Lemon Yellow", hex: "#fff44f", reason: "Acidic and light, it clashes with the rich, golden depth of the palette." },
    ],
    confusedWith: [
      {
        slug: "deep-winter",
        why: "Deep Winter needs cool jewel tones, black and white, while Deep Autumn looks richer in warm, earthy darks such as oxblood, olive and burnt orange.",
      },
      {
        slug: "true-autumn",
        why: "True Autumn is medium in depth, whereas Deep Autumn needs darker, more intense colour to match its stronger contrast.",
      },
    ],
  },
  {
    slug: "true-autumn",
    name: "True Autumn",
    seasonSlug: "autumn",
    alsoKnownAs: ["Pure Autumn", "Classic Autumn"],
    description:
      "True Autumn is the heart of the season: fully warm, medium in depth and rich, without being muted to the point of softness or dark to the point of Winter. Hair is often chestnut, auburn, warm medium brown or golden brown, skin carries golden, bronze or peach-beige tones, and eyes are commonly hazel, amber, warm green or warm brown. The palette is the harvest itself: rust, pumpkin, mustard, olive, teal and warm chocolate, with a rich, slightly earthy saturation. Cool colours, pastels and blue-based brights look disconnected from this colouring and leave the skin looking grey.",
    characteristics: {
      depth: "medium",
      temperature: "warm",
      chroma: "medium",
      contrast: "medium",
      summary:
        "Warm and rich in balance: earthy, golden-based colours of medium depth with a full but never electric saturation.",
    },
    palette: [
      { name: "Goldenrod", hex: "#daa520" },
      { name: "Mustard", hex: "#cf9f2b" },
      { name: "Burnished Apricot", hex: "#e2955b" },
      { name: "Pumpkin", hex: "#d2691e" },
      { name: "Spiced Coral", hex: "#d4694a" },
      { name: "Rust", hex: "#b7410e" },
      { name: "Sienna", hex: "#a0522d" },
      { name: "Brick Red", hex: "#a8412b" },
      { name: "Warm Plum", hex: "#6d3b47" },
      { name: "Khaki Green", hex: "#8a8a4a" },
      { name: "Olive", hex: "#708238" },
      { name: "Fern Green", hex: "#5d7a3a" },
      { name: "Autumn Jade", hex: "#2e7d62" },
      { name: "Deep Teal", hex: "#1f6f6b" },
      { name: "Teal Blue", hex: "#2a6a80" },
    ],
    neutrals: [
      { name: "Ivory Cream", hex: "#f1e3c6" },
      { name: "Camel", hex: "#c19a6b" },
      { name: "Olive Khaki", hex: "#9c8c5a" },
      { name: "Chestnut", hex: "#7b4a2a" },
      { name: "Chocolate", hex: "#4a2c1a" },
    ],
    metals: {
      recommended: ["Yellow gold", "Antique brass", "Bronze", "Copper"],
      why: "Rich, warm metals with a little patina match the earthy depth of the palette, while bright silver looks cold and detached.",
    },
    avoid: [
      { name: "Black", hex: "#000000", reason: "Too stark and cool; chocolate and deep teal give depth that belongs to the palette." },
      { name: "Optical White", hex: "#ffffff", reason: "A bluish, glaring white that makes golden skin look yellow." },
      { name: "Shocking Pink", hex: "#fc0fc0", reason: "An artificial, cool bright that clashes with every earth tone." },
      { name: "Icy Aqua", hex: "#c9f1f1", reason: "A frosty pastel that looks weak and chilly next to rich warmth." },
      { name: "Royal Blue", hex: "#4169e1", reason: "A cool, saturated blue; teal blue is the warm-friendly alternative." },
    ],
    confusedWith: [
      {
        slug: "warm-autumn",
        why: "Warm Autumn is lighter and more golden, while True Autumn carries fuller, deeper earth tones and a little more contrast.",
      },
      {
        slug: "deep-autumn",
        why: "Deep Autumn needs darker, more intense colour such as oxblood and bottle green, which can look heavy on True Autumn.",
      },
      {
        slug: "soft-autumn",
        why: "Soft Autumn needs every colour dusted down, whereas True Autumn looks flat in sage and mushroom and comes alive in rust and olive.",
      },
    ],
  },
];
