/**
 * Static data for the seasonal colour analysis pages: the four seasons and the
 * sixteen sub-seasons the studio works with.
 *
 * Everything here is plain, typed data with no runtime dependencies, so it can be
 * imported by loaders, components, schemas (`SEASON_SLUGS` / `SUB_SEASON_SLUGS`
 * feed valibot picklists) and tests alike.
 */

// ---------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------

export const SEASON_SLUGS = ["spring", "summer", "autumn", "winter"] as const;

export const SUB_SEASON_SLUGS = [
  "light-spring",
  "warm-spring",
  "bright-spring",
  "true-spring",
  "light-summer",
  "cool-summer",
  "soft-summer",
  "true-summer",
  "soft-autumn",
  "warm-autumn",
  "deep-autumn",
  "true-autumn",
  "cool-winter",
  "bright-winter",
  "deep-winter",
  "true-winter",
] as const;

export type SeasonSlug = (typeof SEASON_SLUGS)[number];
export type SubSeasonSlug = (typeof SUB_SEASON_SLUGS)[number];

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

/** A six-digit, lower-case hex colour such as `#c8a2c8`. */
export type HexColor = `#${string}`;

export type NamedColor = {
  name: string;
  hex: HexColor;
};

/** A colour that works against a sub-season, with the reason why. */
export type AvoidColor = NamedColor & {
  reason: string;
};

export const DEPTHS = ["light", "medium-light", "medium", "medium-deep", "deep"] as const;
export const TEMPERATURES = ["warm", "warm-neutral", "neutral", "cool-neutral", "cool"] as const;
export const CHROMAS = ["soft", "medium-soft", "medium", "medium-bright", "bright"] as const;
export const CONTRASTS = ["low", "low-medium", "medium", "medium-high", "high"] as const;
export const TIP_CATEGORIES = ["Wardrobe", "Makeup", "Hair", "Accessories", "Prints & Patterns"] as const;
export const DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;

export type Depth = (typeof DEPTHS)[number];
export type Temperature = (typeof TEMPERATURES)[number];
export type Chroma = (typeof CHROMAS)[number];
export type Contrast = (typeof CONTRASTS)[number];
export type TipCategory = (typeof TIP_CATEGORIES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];

export type SubSeasonCharacteristics = {
  depth: Depth;
  temperature: Temperature;
  chroma: Chroma;
  contrast: Contrast;
  summary: string;
};

export type SeasonCharacteristics = {
  /** Overall undertone of the season, in words. */
  temperature: string;
  /** Overall value (lightness / depth), in words. */
  value: string;
  /** Overall chroma (clarity / saturation), in words. */
  chroma: string;
  summary: string;
};

export type Metals = {
  recommended: readonly string[];
  why: string;
};

export type ConfusedWith = {
  slug: SubSeasonSlug;
  /** One sentence telling the two sub-seasons apart. */
  why: string;
};

export type StylingTip = {
  /** Unique across every sub-season. */
  id: string;
  title: string;
  /** Two sentences. */
  excerpt: string;
  category: TipCategory;
  difficulty: Difficulty;
  /** Unique across every sub-season. */
  slug: string;
};

export type Season = {
  slug: SeasonSlug;
  name: string;
  tagline: string;
  description: string;
  keyColors: readonly NamedColor[];
  characteristics: SeasonCharacteristics;
  subSeasonSlugs: readonly [SubSeasonSlug, SubSeasonSlug, SubSeasonSlug, SubSeasonSlug];
};

export type SubSeason = {
  slug: SubSeasonSlug;
  name: string;
  seasonSlug: SeasonSlug;
  alsoKnownAs: readonly string[];
  description: string;
  characteristics: SubSeasonCharacteristics;
  palette: readonly NamedColor[];
  neutrals: readonly NamedColor[];
  metals: Metals;
  avoid: readonly AvoidColor[];
  confusedWith: readonly ConfusedWith[];
  stylingTips: readonly StylingTip[];
};

// ---------------------------------------------------------------------------
// Seasons
// ---------------------------------------------------------------------------

export const SEASONS: readonly Season[] = [
  {
    slug: "spring",
    name: "Spring",
    tagline: "Warm, clear and full of light.",
    description:
      "Spring colouring is warm and clear, with a fresh, luminous quality that comes alive in colours with a yellow undertone and plenty of life. Think of the first warm days of the year: new leaves, daffodils, coral and sunlit aqua water. Springs are flattered by colours that are clean rather than dusty, and light to medium rather than heavy.",
    keyColors: [
      { name: "Daffodil", hex: "#f6d55c" },
      { name: "Coral", hex: "#f4795b" },
      { name: "Warm Turquoise", hex: "#2ec4b6" },
      { name: "Apple Green", hex: "#8cc63f" },
      { name: "Peach", hex: "#f9b78a" },
      { name: "Golden Camel", hex: "#c99a5b" },
    ],
    characteristics: {
      temperature: "Warm, with golden or peachy undertones",
      value: "Light to medium",
      chroma: "Clear to bright",
      summary:
        "Warm and clear: Springs need colours with a visible yellow base and a clean, fresh finish, kept out of the very darkest values.",
    },
    subSeasonSlugs: ["light-spring", "warm-spring", "bright-spring", "true-spring"],
  },
  {
    slug: "summer",
    name: "Summer",
    tagline: "Cool, soft and quietly elegant.",
    description:
      "Summer colouring is cool and gentle, with blue or pink undertones and a softness that is flattered by colours holding a little grey or haze. Think of the sea under a hazy sky, lavender fields and faded roses. Summers look their best in blended, tonal outfits of light to medium colours rather than strong contrast or golden warmth.",
    keyColors: [
      { name: "Powder Blue", hex: "#a7c4e2" },
      { name: "Rose Pink", hex: "#d987a3" },
      { name: "Lavender", hex: "#b7a6d6" },
      { name: "Soft Teal", hex: "#5f9ea0" },
      { name: "Slate Blue", hex: "#5a6f8f" },
      { name: "Soft Raspberry", hex: "#b5506f" },
    ],
    characteristics: {
      temperature: "Cool, with blue or pink undertones",
      value: "Light to medium",
      chroma: "Soft to medium",
      summary:
        "Cool and soft: Summers need blue-based colours with a gentle, slightly greyed finish and only moderate contrast.",
    },
    subSeasonSlugs: ["light-summer", "cool-summer", "soft-summer", "true-summer"],
  },
  {
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
  },
  {
    slug: "winter",
    name: "Winter",
    tagline: "Cool, clear and dramatic.",
    description:
      "Winter colouring is cool, with strong contrast and clarity that is flattered by colours that are vivid, icy or very dark. Think of a winter night: snow, black ice, holly berries and deep evergreens. Winters can wear true black, pure white and jewel tones that would overwhelm other seasons, while dusty and golden colours make them look tired.",
    keyColors: [
      { name: "True Red", hex: "#c8102e" },
      { name: "Royal Blue", hex: "#2a4bd7" },
      { name: "Emerald", hex: "#00875a" },
      { name: "Fuchsia", hex: "#cf1f7a" },
      { name: "Icy Blue", hex: "#d6ecfa" },
      { name: "Black", hex: "#000000" },
    ],
    characteristics: {
      temperature: "Cool, with blue or neutral-cool undertones",
      value: "Medium to deep, with icy lights",
      chroma: "Clear to vivid",
      summary:
        "Cool and clear: Winters need blue-based, saturated colours and high contrast, from icy pastels to true black.",
    },
    subSeasonSlugs: ["cool-winter", "bright-winter", "deep-winter", "true-winter"],
  },
];

// ---------------------------------------------------------------------------
// Sub-seasons
// ---------------------------------------------------------------------------

export const SUB_SEASONS: readonly SubSeason[] = [
  // ----------------------------------------------------------------- Spring
  {
    slug: "light-spring",
    name: "Light Spring",
    seasonSlug: "spring",
    alsoKnownAs: ["Spring-Summer"],
    description:
      "Light Spring is the most delicate of the Spring family: warm and fresh, but lifted by a lightness borrowed from Summer. The colouring often combines golden or light strawberry-blonde hair, peachy or ivory skin and clear blue, aqua or light green eyes, with very little difference in depth between them. Colours need to be light and clear enough to match that luminosity, with a gentle warmth rather than deep golden richness. Heavy darks and dusty, greyed shades sit on top of this colouring instead of blending with it.",
    characteristics: {
      depth: "light",
      temperature: "warm-neutral",
      chroma: "medium-bright",
      contrast: "low-medium",
      summary:
        "Light first, then warm: fresh, clear pastels and light brights with a golden undertone, kept away from heavy darks.",
    },
    palette: [
      { name: "Buttercream", hex: "#f7e7a6" },
      { name: "Light Peach", hex: "#f9c9a6" },
      { name: "Apricot", hex: "#fbb57a" },
      { name: "Salmon Pink", hex: "#f4a896" },
      { name: "Coral Blush", hex: "#f28c80" },
      { name: "Watermelon", hex: "#f26d7d" },
      { name: "Peony Pink", hex: "#f5a3c0" },
      { name: "Daffodil", hex: "#f6d55c" },
      { name: "Apple Green", hex: "#9ccc65" },
      { name: "Mint", hex: "#a8e6c1" },
      { name: "Light Aqua", hex: "#8fd9cf" },
      { name: "Clear Turquoise", hex: "#5cc8c0" },
      { name: "Cornflower", hex: "#7ea6e0" },
      { name: "Periwinkle", hex: "#9aa8e8" },
      { name: "Light Violet", hex: "#c7a8e0" },
    ],
    neutrals: [
      { name: "Warm Ivory", hex: "#fbf3dd" },
      { name: "Oat", hex: "#e6d5b8" },
      { name: "Light Camel", hex: "#d7b98e" },
      { name: "Warm Light Grey", hex: "#c9c1b4" },
      { name: "Light Warm Navy", hex: "#4a5f8f" },
    ],
    metals: {
      recommended: ["Light yellow gold", "Rose gold", "Polished champagne gold"],
      why: "Bright but delicate warm metals echo the golden lightness of the skin, while heavy antiqued brass or gunmetal looks dull and weighty against it.",
    },
    avoid: [
      { name: "Black", hex: "#000000", reason: "Creates far more contrast than light colouring can hold, so the face looks pale and tired." },
      { name: "Pure White", hex: "#ffffff", reason: "Stark white is colder and harsher than the skin; warm ivory gives the same freshness." },
      { name: "Burgundy", hex: "#6d1a2c", reason: "Too deep and too cool, it drags the colouring down and casts shadows under the eyes." },
      { name: "Rust", hex: "#a0441e", reason: "The right warmth but far too heavy and muted for such a light, clear palette." },
      { name: "Dusty Mauve", hex: "#a8868f", reason: "Greyed, cool tones drain the golden glow and make the skin look flat." },
    ],
    confusedWith: [
      {
        slug: "light-summer",
        why: "Both are light and low in contrast, but Light Spring is lifted by peach and warm ivory, whereas Light Summer looks best in powdered, cool pinks and blues.",
      },
      {
        slug: "true-spring",
        why: "True Spring carries stronger, more saturated warm colour, while Light Spring needs the same warmth in a lighter, more delicate strength.",
      },
    ],
    stylingTips: [
      {
        id: "light-spring-ivory-not-white",
        title: "Swap stark white for warm ivory",
        excerpt:
          "Pure white sits between you and your skin, making the face look paler by comparison. A soft, buttery ivory keeps the freshness of white while echoing the warmth in your colouring.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "light-spring-swap-white-for-ivory",
      },
      {
        id: "light-spring-peach-lips",
        title: "Peach and coral, never plum",
        excerpt:
          "Your most flattering blush and lip shades are clear peach, warm pink and light coral with a touch of sheen. Deep berries and browned nudes land heavily on light colouring and age the face quickly.",
        category: "Makeup",
        difficulty: "Beginner",
        slug: "light-spring-peach-and-coral-makeup",
      },
      {
        id: "light-spring-airy-prints",
        title: "Keep prints small and airy",
        excerpt:
          "Choose light-ground prints with space between the motifs, such as scattered florals or fine stripes in two or three palette colours. Dense, dark-ground prints overpower the gentle contrast of your natural colouring.",
        category: "Prints & Patterns",
        difficulty: "Intermediate",
        slug: "light-spring-airy-light-ground-prints",
      },
    ],
  },
  {
    slug: "warm-spring",
    name: "Warm Spring",
    seasonSlug: "spring",
    alsoKnownAs: ["Spring-Autumn"],
    description:
      "Warm Spring is the Spring where warmth is the dominant trait: every colour should look as if it has been warmed by the sun, with a golden undertone you can actually see. It sits next to Autumn, so it can carry slightly richer shades such as camel, golden brown and marigold, but it still needs the clarity and freshness that mark a Spring. Hair is often golden, honey or strawberry-copper, skin has a peachy or golden cast, and eyes are frequently warm hazel, topaz, green or teal. Cool pinks, icy pastels and blue-based darks make this colouring look sallow and tired.",
    characteristics: {
      depth: "medium-light",
      temperature: "warm",
      chroma: "medium-bright",
      contrast: "low-medium",
      summary:
        "Warmth first: sunny, golden-based colours of light to medium depth, fresh and clear but a shade richer than other Springs.",
    },
    palette: [
      { name: "Golden Yellow", hex: "#f2c230" },
      { name: "Marigold", hex: "#f5a623" },
      { name: "Honey Gold", hex: "#d9a441" },
      { name: "Peach Nectar", hex: "#f7b58a" },
      { name: "Salmon", hex: "#f58f73" },
      { name: "Tangerine", hex: "#f47c3c" },
      { name: "Warm Coral", hex: "#f26b4f" },
      { name: "Tomato Red", hex: "#e2412b" },
      { name: "Golden Green", hex: "#a7b52f" },
      { name: "Leaf Green", hex: "#6aa84f" },
      { name: "Warm Turquoise", hex: "#1fb5a4" },
      { name: "Teal", hex: "#13817a" },
      { name: "Peacock Blue", hex: "#1e8aa8" },
      { name: "Warm Cornflower", hex: "#6f8fd8" },
      { name: "Warm Violet", hex: "#8e63b5" },
    ],
    neutrals: [
      { name: "Cream", hex: "#f6ead0" },
      { name: "Warm Beige", hex: "#d9bf98" },
      { name: "Camel", hex: "#c19a6b" },
      { name: "Golden Brown", hex: "#8a5a2b" },
      { name: "Warm Navy", hex: "#2f4a6d" },
    ],
    metals: {
      recommended: ["Yellow gold", "Polished brass", "Copper"],
      why: "Rich yellow metals repeat the gold that runs through hair, skin and eyes, whereas silver looks grey and disconnected next to it.",
    },
    avoid: [
      { name: "Black", hex: "#000000", reason: "Too harsh and cold; it flattens the golden warmth and can make the skin look sallow." },
      { name: "Icy Pink", hex: "#f2d7e6", reason: "A cool, blue-tinged pastel that drains the warmth from the face." },
      { name: "Cool Grey", hex: "#8e949c", reason: "Blue-grey reflects as a dull, greyish cast on golden skin." },
      { name: "Fuchsia", hex: "#d1247a", reason: "Its blue-based pink clashes with the yellow undertone instead of harmonising with it." },
      { name: "Burgundy", hex: "#6b1f30", reason: "Too cool and too dark; tomato red or warm coral give the same impact with warmth." },
    ],
    confusedWith: [
      {
        slug: "warm-autumn",
        why: "Both are led by golden warmth, but Warm Autumn prefers toasted, earthy colours such as brick and moss, while Warm Spring needs them clearer and fresher, like tomato red and leaf green.",
      },
      {
        slug: "true-spring",
        why: "True Spring is brighter and cleaner, whereas Warm Spring can take slightly richer, golden-browned colours such as camel and marigold.",
      },
    ],
    stylingTips: [
      {
        id: "warm-spring-camel-cream-base",
        title: "Build your basics around camel and cream",
        excerpt:
          "Camel, cream and golden brown give you classic basics that still glow with warmth. Add a turquoise, coral or marigold piece near the face and the outfit comes together instantly.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "warm-spring-camel-and-cream-basics",
      },
      {
        id: "warm-spring-gold-tortoiseshell",
        title: "Choose gold, brass and tortoiseshell",
        excerpt:
          "Polished yellow gold, brass and honey tortoiseshell frames repeat the golden tones of your hair and eyes. Cool silver and black frames look grey and heavy by comparison.",
        category: "Accessories",
        difficulty: "Beginner",
        slug: "warm-spring-gold-and-tortoiseshell-accessories",
      },
      {
        id: "warm-spring-golden-hair",
        title: "Keep the gold in your hair",
        excerpt:
          "Golden, honey and soft copper tones repeat the warmth of your skin and eyes, so colour work should enrich them rather than cancel them. Ashy toners and cool platinum neutralise exactly what makes your colouring glow.",
        category: "Hair",
        difficulty: "Intermediate",
        slug: "warm-spring-keep-golden-hair-tones",
      },
    ],
  },
  {
    slug: "bright-spring",
    name: "Bright Spring",
    seasonSlug: "spring",
    alsoKnownAs: ["Clear Spring", "Spring-Winter"],
    description:
      "Bright Spring is defined by clarity: the colouring has a sparkle and contrast that only saturated, clean colour can match. It borrows intensity from Winter, so its palette leans a little cooler and sharper than the other Springs while keeping a warm, fresh base. Typical features are clear, gem-like eyes in turquoise, green or bright blue, noticeable contrast between hair and skin, and skin that looks luminous in strong colour. Muted, dusty or greyed shades make this colouring look flat, as if someone has turned the lights down.",
    characteristics: {
      depth: "medium",
      temperature: "warm-neutral",
      chroma: "bright",
      contrast: "medium-high",
      summary:
        "Clarity first: saturated, clean and lively colours on a warm-neutral base, worn with confident contrast.",
    },
    palette: [
      { name: "Poppy Red", hex: "#e8262e" },
      { name: "Hot Coral", hex: "#ff5a4e" },
      { name: "Mango", hex: "#ff8a2a" },
      { name: "Lemon Yellow", hex: "#fbe04a" },
      { name: "Lime Green", hex: "#9ad13a" },
      { name: "Kelly Green", hex: "#18a84a" },
      { name: "Spring Teal", hex: "#00897b" },
      { name: "Bright Turquoise", hex: "#00b8b0" },
      { name: "Clear Aqua", hex: "#40d9e0" },
      { name: "Bright Periwinkle", hex: "#6b7fe0" },
      { name: "Warm Royal Blue", hex: "#2f5fd0" },
      { name: "Purple Hyacinth", hex: "#8a4fd3" },
      { name: "Bright Rose", hex: "#ee3b8b" },
      { name: "Peony", hex: "#f56fa1" },
      { name: "Clear Melon", hex: "#ff9a7a" },
    ],
    neutrals: [
      { name: "Soft White", hex: "#fffaf0" },
      { name: "Light Warm Grey", hex: "#b8b2a7" },
      { name: "Clear Camel", hex: "#c49a63" },
      { name: "Bright Navy", hex: "#1f3b73" },
      { name: "Dark Chocolate", hex: "#3b2a20" },
    ],
    metals: {
      recommended: ["Polished yellow gold", "Bright silver", "Mixed metals with a high shine"],
      why: "Shine matters more than temperature here: mirror-polished metals match the sparkle of the eyes, while brushed or antiqued finishes look dull beside them.",
    },
    avoid: [
      { name: "Dusty Rose", hex: "#c59a9b", reason: "A greyed pink that mutes the natural clarity and makes the skin look uneven." },
      { name: "Olive Drab", hex: "#6b6b3a", reason: "Too muted and earthy; it casts a brownish shadow over clear colouring." },
      { name: "Mushroom", hex: "#a0938a", reason: "A dusty, low-contrast neutral that makes the eyes lose their sparkle." },
      { name: "Heather", hex: "#a89ab0", reason: "Its smoky softness reads as faded next to bright, gem-like eyes." },
      { name: "Mustard", hex: "#c9a227", reason: "A browned, muted yellow; clear lemon or mango give warmth without the mud." },
    ],
    confusedWith: [
      {
        slug: "bright-winter",
        why: "Bright Winter is cooler and can wear icy pastels and true black, whereas Bright Spring looks better in warm brights such as coral, mango and lime.",
      },
      {
        slug: "true-spring",
        why: "True Spring is lighter and gentler in contrast, while Bright Spring needs sharper, more saturated colour and can carry very dark neutrals.",
      },
    ],
    stylingTips: [
      {
        id: "bright-spring-saturated-near-face",
        title: "Wear one saturated colour near the face",
        excerpt:
          "A single clear, saturated colour at the neckline, such as hot coral or bright turquoise, switches your colouring on. Keep the neutrals crisp so that colour does the talking.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "bright-spring-saturated-colour-at-the-neckline",
      },
      {
        id: "bright-spring-crisp-prints",
        title: "Go for crisp, high-contrast prints",
        excerpt:
          "Graphic geometrics, bold florals and clean stripes in two or three clear colours echo the contrast in your features. Watercolour or blurred prints look washed out next to your eyes.",
        category: "Prints & Patterns",
        difficulty: "Intermediate",
        slug: "bright-spring-crisp-graphic-prints",
      },
      {
        id: "bright-spring-clear-lip",
        title: "Treat a clear lip as your neutral",
        excerpt:
          "A clean poppy, watermelon or bright rose lip balances the natural contrast of your features, even with minimal eye makeup. Brown-based nudes and matte mauves make the face look unfinished.",
        category: "Makeup",
        difficulty: "Intermediate",
        slug: "bright-spring-clear-lip-colour",
      },
    ],
  },
  {
    slug: "true-spring",
    name: "True Spring",
    seasonSlug: "spring",
    alsoKnownAs: ["Pure Spring", "Classic Spring"],
    description:
      "True Spring is Spring at its purest: warm, clear and bright in equal measure, without leaning towards the lightness of Summer, the richness of Autumn or the intensity of Winter. The colouring has an open, sunny quality, often with golden or strawberry hair, peachy-ivory skin that may freckle, and bright blue, aqua or green eyes. The palette is the classic spring garden, full of warm, yellow-based colours that are clean and cheerful without tipping into neon. Both greyed and very dark colours clash with the warmth and life of this colouring.",
    characteristics: {
      depth: "medium-light",
      temperature: "warm",
      chroma: "bright",
      contrast: "medium",
      summary:
        "Warm and bright in balance: clean, sunny colours of light to medium depth with a clearly golden base.",
    },
    palette: [
      { name: "Daffodil", hex: "#f6d55c" },
      { name: "Sunflower", hex: "#fbb829" },
      { name: "Apricot", hex: "#f9a65a" },
      { name: "Clear Coral", hex: "#f4795b" },
      { name: "Poppy", hex: "#f2552c" },
      { name: "Salmon Pink", hex: "#f7907e" },
      { name: "Camellia", hex: "#f26e8a" },
      { name: "Lime Sherbet", hex: "#c8d645" },
      { name: "Spring Green", hex: "#7cc242" },
      { name: "Meadow Green", hex: "#3faa4a" },
      { name: "Aqua Mint", hex: "#7fdcc4" },
      { name: "Warm Turquoise", hex: "#2ec4b6" },
      { name: "Lagoon", hex: "#0fa3a3" },
      { name: "Clear Cornflower", hex: "#5b8ee0" },
      { name: "Clear Violet", hex: "#9b6fd1" },
    ],
    neutrals: [
      { name: "Ivory", hex: "#fff4dc" },
      { name: "Warm Stone", hex: "#bfb29f" },
      { name: "Camel", hex: "#c8a06a" },
      { name: "Milk Chocolate", hex: "#7a4e2d" },
      { name: "Clear Warm Navy", hex: "#2c4a7e" },
    ],
    metals: {
      recommended: ["Polished yellow gold", "Gold vermeil", "Rose gold"],
      why: "Bright, warm metals repeat the sunny undertone of the skin; dull pewter and gunmetal look like shadows against it.",
    },
    avoid: [
      { name: "Black", hex: "#000000", reason: "Too heavy for medium-light warm colouring; the face recedes behind it." },
      { name: "Plum", hex: "#5e2750", reason: "A deep, cool purple that muddies peachy skin." },
      { name: "Dove Blue-Grey", hex: "#8a9aa8", reason: "Greyed and cool, it turns the natural glow flat and sallow." },
      { name: "Mushroom", hex: "#9c8f85", reason: "A dusty neutral that drains the clear, lively quality of the colouring." },
      { name: "Icy Lavender", hex: "#e3dcf2", reason: "An icy, cool pastel that looks chalky next to golden skin." },
    ],
    confusedWith: [
      {
        slug: "warm-spring",
        why: "Warm Spring leans into richer, golden-toasted colours, while True Spring needs them cleaner and brighter.",
      },
      {
        slug: "bright-spring",
        why: "Bright Spring has more contrast and can take near-black and sharper colour, whereas True Spring looks its best in medium-strength warm brights.",
      },
      {
        slug: "light-spring",
        why: "Light Spring needs the same warm clarity in a paler, more delicate form, while True Spring can carry fuller colour such as poppy and lagoon.",
      },
    ],
    stylingTips: [
      {
        id: "true-spring-colour-as-base",
        title: "Let colour be the base, not the accent",
        excerpt:
          "True Springs look most themselves in colour rather than neutrals, so a coral knit or aqua shirt can be the core of an outfit. Keep camel and ivory for trousers and coats, away from the face.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "true-spring-colour-as-the-base",
      },
      {
        id: "true-spring-warm-not-dark-hair",
        title: "Warm your hair up, don't darken it",
        excerpt:
          "Golden, strawberry and light copper shades keep hair in harmony with your skin and eyes. Going very dark or ashy adds a heaviness and coolness that your colouring cannot balance.",
        category: "Hair",
        difficulty: "Intermediate",
        slug: "true-spring-warm-hair-colour",
      },
      {
        id: "true-spring-polished-finishes",
        title: "Pick bright, polished finishes",
        excerpt:
          "Shiny gold, enamel, coloured glass and clear stones share the cheerful clarity of your palette. Heavy antiqued pieces and dark leathers make an outfit look older than it is.",
        category: "Accessories",
        difficulty: "Beginner",
        slug: "true-spring-bright-polished-accessories",
      },
    ],
  },

  // ----------------------------------------------------------------- Summer
  {
    slug: "light-summer",
    name: "Light Summer",
    seasonSlug: "summer",
    alsoKnownAs: ["Summer-Spring"],
    description:
      "Light Summer is the palest and most airy of the Summers, cool-leaning but softened by a touch of Spring's lightness. The colouring is typically light ash or pale golden-ash blonde hair, fair skin with a pink or neutral cast, and soft blue, grey or light green eyes. Its colours are light, cool-to-neutral pastels with a little clarity, powdered rather than dusty and fresh rather than icy. Dark colours and strong warm shades overwhelm it, and very greyed colours can make the skin look drained.",
    characteristics: {
      depth: "light",
      temperature: "cool-neutral",
      chroma: "medium-soft",
      contrast: "low",
      summary:
        "Light first, then cool: airy, powdered pastels and soft mid-tones with a gentle blue base and very little contrast.",
    },
    palette: [
      { name: "Powder Blue", hex: "#a9c6e8" },
      { name: "Sky Blue", hex: "#8db8e0" },
      { name: "Hydrangea Blue", hex: "#7f9bd1" },
      { name: "Soft Periwinkle", hex: "#a4a9d8" },
      { name: "Lavender", hex: "#c3b5e3" },
      { name: "Lilac", hex: "#d1b3d9" },
      { name: "Orchid", hex: "#c58bc4" },
      { name: "Powder Pink", hex: "#f3c6d3" },
      { name: "Rose Pink", hex: "#e59ab0" },
      { name: "Light Raspberry", hex: "#d96f93" },
      { name: "Sherbet Pink", hex: "#f2a7a0" },
      { name: "Lemon Sorbet", hex: "#f4eba0" },
      { name: "Mint", hex: "#b5e3cf" },
      { name: "Light Aqua", hex: "#9fd8d8" },
      { name: "Sea Green", hex: "#6cb7a4" },
    ],
    neutrals: [
      { name: "Soft White", hex: "#f7f5f0" },
      { name: "Rose Beige", hex: "#d9c2b8" },
      { name: "Light Dove Grey", hex: "#c8c9cc" },
      { name: "Pewter Grey", hex: "#8a8d91" },
      { name: "Soft Grey Navy", hex: "#4a5a75" },
    ],
    metals: {
      recommended: ["Polished silver", "White gold", "Rose gold"],
      why: "Light, cool and softly reflective metals mirror the pale, luminous skin, where heavy yellow gold looks brassy.",
    },
    avoid: [
      { name: "Black", hex: "#000000", reason: "Far too dark for such light colouring; it creates shadows and a tired look." },
      { name: "Burnt Orange", hex: "#cc5500", reason: "Heavy and hot, it fights the cool pink undertone." },
      { name: "Golden Mustard", hex: "#c99a2e", reason: "A deep, golden yellow that makes fair, cool skin look sallow." },
      { name: "Dark Chocolate", hex: "#4b2e1f", reason: "Warm and very deep, it overwhelms the delicate contrast of the features." },
      { name: "Olive", hex: "#556b2f", reason: "Earthy and muted, it turns the complexion greenish and grey." },
    ],
    confusedWith: [
      {
        slug: "light-spring",
        why: "Light Spring needs peachy, golden-tinged pastels, while Light Summer looks clearer and fresher in powder pink, lavender and sky blue.",
      },
      {
        slug: "true-summer",
        why: "True Summer carries more depth and a cooler, rosier tone, whereas Light Summer needs its colours lighter and slightly more neutral.",
      },
    ],
    stylingTips: [
      {
        id: "light-summer-sheer-rose",
        title: "Sheer rose, not brown nude",
        excerpt:
          "Sheer rose, soft watermelon and cool pink lip colours look like your own colouring, only healthier. Brown and beige nudes erase the lips and make pale skin look grey.",
        category: "Makeup",
        difficulty: "Beginner",
        slug: "light-summer-sheer-rose-lips",
      },
      {
        id: "light-summer-light-tonal",
        title: "Dress tonally in light colours",
        excerpt:
          "Outfits built from two or three close shades, such as powder blue with dove grey and lavender, mirror the gentle contrast of your features. Save your deepest neutral for shoes and bags, away from the face.",
        category: "Wardrobe",
        difficulty: "Intermediate",
        slug: "light-summer-light-tonal-outfits",
      },
      {
        id: "light-summer-soft-blonde",
        title: "Keep blonde soft and ash-neutral",
        excerpt:
          "Beige, pearl and soft ash blondes sit in harmony with cool-neutral skin. Brassy gold or very dark lowlights add warmth and contrast that pull focus away from the eyes.",
        category: "Hair",
        difficulty: "Intermediate",
        slug: "light-summer-soft-ash-blonde",
      },
    ],
  },
  {
    slug: "cool-summer",
    name: "Cool Summer",
    seasonSlug: "summer",
    alsoKnownAs: ["Summer-Winter"],
    description:
      "Cool Summer is the coolest and most defined of the Summers, sitting next to Cool Winter and borrowing a little of its depth and clarity. The colouring often shows ash-brown or early-silvering hair, rosy or neutral-pink skin, and grey-blue or cool green eyes with a noticeable ring of definition. It can carry medium-depth, clearly blue-based colours such as raspberry, blue spruce and slate navy, where other Summers need more haze. Anything golden, orange or earthy looks sallow on it, while pitch black and stark white are a step too harsh.",
    characteristics: {
      depth: "medium",
      temperature: "cool",
      chroma: "medium",
      contrast: "medium",
      summary:
        "Coolness first: clearly blue-based colours of medium depth with moderate clarity and contrast, never golden.",
    },
    palette: [
      { name: "Cool Rose", hex: "#d17f9d" },
      { name: "Orchid Pink", hex: "#d36ea3" },
      { name: "Raspberry", hex: "#c2456e" },
      { name: "Soft Cherry", hex: "#b33b55" },
      { name: "Soft Plum", hex: "#8e4d7a" },
      { name: "Cool Lilac", hex: "#c0a3d4" },
      { name: "Lavender Blue", hex: "#a797d2" },
      { name: "Amethyst", hex: "#8a6bb8" },
      { name: "Periwinkle", hex: "#7c8cd6" },
      { name: "Denim Blue", hex: "#5b7fb5" },
      { name: "Marine Blue", hex: "#3d6aa6" },
      { name: "Cool Aqua", hex: "#78c2cc" },
      { name: "Sea Teal", hex: "#3a8f94" },
      { name: "Blue Spruce", hex: "#3b7a78" },
      { name: "Pine Emerald", hex: "#2e8b6e" },
    ],
    neutrals: [
      { name: "Cool Off-White", hex: "#f2f3f1" },
      { name: "Blue-Grey", hex: "#7d8a99" },
      { name: "Charcoal Grey", hex: "#4b5563" },
      { name: "Slate Navy", hex: "#2f3e5c" },
      { name: "Rose Brown", hex: "#7a5a5e" },
    ],
    metals: {
      recommended: ["Polished silver", "Platinum", "White gold"],
      why: "Cool white metals repeat the blue undertone of the skin and the silvery quality of the hair, while yellow gold adds a warmth it cannot carry.",
    },
    avoid: [
      { name: "Orange", hex: "#f57c00", reason: "Pure warmth against a cool complexion; it reflects as a sallow cast." },
      { name: "Golden Yellow", hex: "#f2c230", reason: "Too warm and too bright, it makes rosy skin look red and blotchy." },
      { name: "Camel", hex: "#c19a6b", reason: "A golden neutral that looks muddy next to ash-toned hair." },
      { name: "Rust", hex: "#a0441e", reason: "Earthy and warm, it fights the cool definition of the eyes." },
      { name: "Black", hex: "#000000", reason: "A step too harsh; slate navy and charcoal give the same depth more kindly." },
    ],
    confusedWith: [
      {
        slug: "true-summer",
        why: "True Summer is lighter and softer, while Cool Summer can carry deeper, clearer blue-based colours such as raspberry and marine blue.",
      },
      {
        slug: "cool-winter",
        why: "Cool Winter can wear true black, pure white and icy brights, which look harsh on Cool Summer, whose best colours keep a slight softness.",
      },
    ],
    stylingTips: [
      {
        id: "cool-summer-slate-navy",
        title: "Make slate navy your black",
        excerpt:
          "Slate navy and charcoal give you the polish of black without hardening your features. Use them for tailoring, coats and evening wear, and wear colour near the face.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "cool-summer-slate-navy-instead-of-black",
      },
      {
        id: "cool-summer-berry-lips",
        title: "Choose berry and rose lips",
        excerpt:
          "Raspberry, rose and soft berry lip shades bring life to cool colouring without looking painted on. Orange-based corals and golden bronzers sit on the skin instead of melting into it.",
        category: "Makeup",
        difficulty: "Beginner",
        slug: "cool-summer-berry-and-rose-lips",
      },
      {
        id: "cool-summer-depth-contrast",
        title: "Mix depth, never warmth",
        excerpt:
          "You can place a medium-deep colour next to a light one, such as raspberry with soft grey, as long as both are clearly cool. Keep the gap moderate, though: true black with white tips over into Winter contrast.",
        category: "Wardrobe",
        difficulty: "Advanced",
        slug: "cool-summer-mixing-depth-in-an-outfit",
      },
    ],
  },
  {
    slug: "soft-summer",
    name: "Soft Summer",
    seasonSlug: "summer",
    alsoKnownAs: ["Summer-Autumn", "Muted Summer"],
    description:
      "Soft Summer is the most muted of the Summers, cool-neutral and greyed, sitting on the border with Autumn. Its colouring usually blends together: ash-brown or mousy hair, neutral-cool skin, and grey-green, grey-blue or soft hazel eyes that change with what is worn. Its best colours have a smoky, dusty quality, like sea glass, heather and weathered denim, and they make the skin look smooth and even. Bright, saturated colour and high contrast end up wearing this colouring rather than the other way round.",
    characteristics: {
      depth: "medium",
      temperature: "cool-neutral",
      chroma: "soft",
      contrast: "low",
      summary:
        "Softness first: smoky, greyed colours of medium depth with a cool-neutral lean and minimal contrast.",
    },
    palette: [
      { name: "Dusty Rose", hex: "#c48b98" },
      { name: "Rosewood", hex: "#a8646a" },
      { name: "Smoky Raspberry", hex: "#a45a74" },
      { name: "Mulberry Haze", hex: "#8e6478" },
      { name: "Heather", hex: "#a98ba4" },
      { name: "Lavender Grey", hex: "#a59fba" },
      { name: "Misty Periwinkle", hex: "#8e95bf" },
      { name: "Dusty Blue", hex: "#7d97b0" },
      { name: "Faded Denim", hex: "#6a83a3" },
      { name: "Storm Blue", hex: "#56687d" },
      { name: "Dusty Aqua", hex: "#86b3b8" },
      { name: "Sea Glass", hex: "#8fb8ad" },
      { name: "Eucalyptus", hex: "#7f9e92" },
      { name: "Spruce", hex: "#4d6f66" },
      { name: "Slate Teal", hex: "#517d86" },
      { name: "Chamomile", hex: "#e5dca0" },
    ],
    neutrals: [
      { name: "Oyster", hex: "#e6e0d8" },
      { name: "Grey Taupe", hex: "#9b918a" },
      { name: "Pewter", hex: "#7f8286" },
      { name: "Cocoa", hex: "#6f5a55" },
      { name: "Greyed Navy", hex: "#3e4a5c" },
    ],
    metals: {
      recommended: ["Brushed silver", "Pewter", "Matte white gold", "Muted rose gold"],
      why: "Soft, brushed finishes share the gentle, diffused quality of the colouring, whereas mirror-bright metal can look louder than the face.",
    },
    avoid: [
      { name: "Black", hex: "#000000", reason: "Too severe; it emphasises shadows and makes soft colouring look washed out." },
      { name: "Pure White", hex: "#ffffff", reason: "Stark white creates a contrast the face cannot hold; oyster is kinder." },
      { name: "Fuchsia", hex: "#e0218a", reason: "A saturated, electric pink that arrives long before the person does." },
      { name: "Bright Orange", hex: "#ff7a00", reason: "Both too bright and too warm for a greyed, cool-neutral palette." },
      { name: "Neon Lime", hex: "#b5e61d", reason: "Its acid brightness casts a green tinge on the skin." },
    ],
    confusedWith: [
      {
        slug: "soft-autumn",
        why: "Both are muted and low in contrast, but Soft Autumn warms up with camel, olive and salmon, while Soft Summer looks best in grey-rose, heather and dusty blue.",
      },
      {
        slug: "true-summer",
        why: "True Summer is cooler and a little clearer, whereas Soft Summer needs every colour greyed down and can borrow a hint of neutral warmth.",
      },
    ],
    stylingTips: [
      {
        id: "soft-summer-charcoal-cocoa",
        title: "Trade black for greyed navy and cocoa",
        excerpt:
          "Greyed navy, pewter and soft cocoa give you deep neutrals that blend with your colouring. They make the skin look even and the eyes clear, where black only emphasises shadows.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "soft-summer-greyed-navy-and-cocoa-neutrals",
      },
      {
        id: "soft-summer-blended-prints",
        title: "Choose blended, tonal prints",
        excerpt:
          "Heathered knits, watercolour florals and low-contrast checks repeat the soft blending of your features. Sharp black-and-white graphics create a contrast your colouring cannot hold.",
        category: "Prints & Patterns",
        difficulty: "Intermediate",
        slug: "soft-summer-blended-tonal-prints",
      },
      {
        id: "soft-summer-smoky-highlights",
        title: "Skip brassy highlights",
        excerpt:
          "Fine, smoky highlights in ash or soft beige lift the hair without breaking the harmony. Chunky golden or copper streaks add warmth and contrast that fight the greyed softness of your skin.",
        category: "Hair",
        difficulty: "Intermediate",
        slug: "soft-summer-smoky-ash-highlights",
      },
      {
        id: "soft-summer-matte-finishes",
        title: "Favour matte and brushed finishes",
        excerpt:
          "Brushed silver, pewter, grey pearls and matte leather echo the diffused quality of your colouring. Very glossy fabrics and mirror-bright metal can look like a spotlight you did not ask for.",
        category: "Accessories",
        difficulty: "Advanced",
        slug: "soft-summer-matte-and-brushed-finishes",
      },
    ],
  },
  {
    slug: "true-summer",
    name: "True Summer",
    seasonSlug: "summer",
    alsoKnownAs: ["Pure Summer", "Classic Summer"],
    description:
      "True Summer is the archetype of the season: cool, gentle and quietly elegant, with neither Spring's lift nor Autumn's haze pulling it off centre. Typical colouring is ash blonde to ash brown hair, skin with visible pink or rosy undertones that may flush easily, and soft blue, grey or grey-green eyes. The palette is built on blue-based colours of light to medium depth with a soft, cool sheen, such as rose, powder blue, periwinkle and soft teal. Golden, orange and earthy colours fight the rosiness of the skin, and hard black and white pull attention away from the face.",
    characteristics: {
      depth: "medium-light",
      temperature: "cool",
      chroma: "medium-soft",
      contrast: "low-medium",
      summary:
        "Cool and gentle in balance: rosy, blue-based colours of light to medium depth with a soft sheen.",
    },
    palette: [
      { name: "Blush Pink", hex: "#e8b4c4" },
      { name: "Rose Pink", hex: "#d987a3" },
      { name: "Rose Red", hex: "#c0506a" },
      { name: "Soft Magenta", hex: "#c45c9c" },
      { name: "Plum Rose", hex: "#995577" },
      { name: "Mauve Orchid", hex: "#b986b6" },
      { name: "Lavender", hex: "#b7a6d6" },
      { name: "Summer Periwinkle", hex: "#8f9bd6" },
      { name: "Powder Blue", hex: "#a7c4e2" },
      { name: "Soft Cornflower", hex: "#7799cc" },
      { name: "French Blue", hex: "#5577aa" },
      { name: "Soft Teal", hex: "#5f9ea0" },
      { name: "Cool Jade", hex: "#5fa08a" },
      { name: "Spearmint", hex: "#a4d4c1" },
      { name: "Cool Lemon", hex: "#ede596" },
    ],
    neutrals: [
      { name: "Soft White", hex: "#f5f4f2" },
      { name: "Mist Grey", hex: "#bfc3c8" },
      { name: "Rose Taupe", hex: "#a38b8b" },
      { name: "Slate Grey", hex: "#6e7b8b" },
      { name: "Soft Navy", hex: "#3f4f6e" },
    ],
    metals: {
      recommended: ["Polished silver", "White gold", "Platinum"],
      why: "Silvery metals share the cool sheen of the skin and hair, and their softer reflection flatters rosy undertones better than yellow gold.",
    },
    avoid: [
      { name: "Black", hex: "#000000", reason: "Harsher and heavier than the colouring; it drains the natural rosiness." },
      { name: "Bright Orange", hex: "#ff8c1a", reason: "Hot and yellow-based, it exaggerates redness in the skin." },
      { name: "Mustard", hex: "#d4a017", reason: "A golden, earthy yellow that turns rosy skin sallow." },
      { name: "Olive", hex: "#708238", reason: "Its yellow-green base makes cool skin look grey and unwell." },
      { name: "Terracotta", hex: "#c0603b", reason: "Earthy warmth that clashes with pink undertones." },
    ],
    confusedWith: [
      {
        slug: "cool-summer",
        why: "Cool Summer carries deeper, clearer colour and a little more contrast, while True Summer looks best in softer, lighter rose and blue.",
      },
      {
        slug: "soft-summer",
        why: "Soft Summer needs colours greyed further and tolerates a hint of warmth, whereas True Summer stays clearly cool and slightly fresher.",
      },
      {
        slug: "light-summer",
        why: "Light Summer needs paler, more neutral pastels, while True Summer can wear medium rose, French blue and soft teal comfortably.",
      },
    ],
    stylingTips: [
      {
        id: "true-summer-rose-blue-capsule",
        title: "Build a capsule around rose and blue",
        excerpt:
          "Soft navy, French blue and rose pink combine in endless ways and all flatter cool, rosy skin. Add mist grey and soft white as neutrals and the capsule is complete.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "true-summer-rose-and-blue-capsule",
      },
      {
        id: "true-summer-cool-bronzer",
        title: "Cool down your bronzer",
        excerpt:
          "Swap golden bronzer for a soft, rosy-taupe contour and a cool pink blush. Your rosy undertone looks healthy when it is echoed and orange when it is covered.",
        category: "Makeup",
        difficulty: "Intermediate",
        slug: "true-summer-cool-contour-and-blush",
      },
      {
        id: "true-summer-pearls-silver",
        title: "Reach for pearls and polished silver",
        excerpt:
          "Pearls, moonstone, rose quartz and polished silver share the soft, cool lustre of your skin. Chunky yellow gold and orange stones compete with your face rather than framing it.",
        category: "Accessories",
        difficulty: "Beginner",
        slug: "true-summer-pearls-and-silver",
      },
    ],
  },

  // ----------------------------------------------------------------- Autumn
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
    stylingTips: [
      {
        id: "soft-autumn-texture-tonal",
        title: "Mix textures within one colour family",
        excerpt:
          "A camel knit with oatmeal wool trousers and a sage scarf looks rich because of the texture, not the contrast. Tonal dressing with varied fabrics gives your low-contrast colouring depth without hardness.",
        category: "Wardrobe",
        difficulty: "Intermediate",
        slug: "soft-autumn-tonal-textures",
      },
      {
        id: "soft-autumn-warm-nudes",
        title: "Wear warm nudes and soft terracotta",
        excerpt:
          "Peachy nudes, soft terracotta and muted rose lipsticks look natural and polished on you. Cool pinks and bright reds sit on top of the skin rather than blending in.",
        category: "Makeup",
        difficulty: "Beginner",
        slug: "soft-autumn-warm-nude-makeup",
      },
      {
        id: "soft-autumn-brushed-accessories",
        title: "Go brushed, not polished",
        excerpt:
          "Matte and brushed gold, bronze and wooden or horn pieces share your gentle finish. High-shine metal and crystal-bright stones can end up looking louder than you.",
        category: "Accessories",
        difficulty: "Beginner",
        slug: "soft-autumn-brushed-metal-accessories",
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
    stylingTips: [
      {
        id: "warm-autumn-cream-chocolate",
        title: "Your white is cream, your black is chocolate",
        excerpt:
          "Cream and warm chocolate give you the same crisp frame as white and black, in a warmth that suits you. Pair them with pumpkin, moss or golden teal for effortless outfits.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "warm-autumn-cream-and-chocolate",
      },
      {
        id: "warm-autumn-bronze-makeup",
        title: "Bronze, copper and brick makeup",
        excerpt:
          "Bronze and copper eyeshadows, brick or terracotta lips and a warm peach blush bring out amber and green eyes. Cool taupes, greys and pink-based lipsticks make the face look drawn.",
        category: "Makeup",
        difficulty: "Intermediate",
        slug: "warm-autumn-bronze-and-copper-makeup",
      },
      {
        id: "warm-autumn-copper-hair",
        title: "Enrich copper and gold in your hair",
        excerpt:
          "Copper glosses, honey lowlights and warm auburn tones deepen the warmth you already have. Ash toners and cool brown dyes cancel it out and leave the complexion looking dull.",
        category: "Hair",
        difficulty: "Intermediate",
        slug: "warm-autumn-copper-and-gold-hair",
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
    stylingTips: [
      {
        id: "deep-autumn-espresso-anchor",
        title: "Anchor outfits in espresso, not black",
        excerpt:
          "Espresso, mahogany and deep olive have the weight of black while keeping warmth in the face. Team them with burnt orange, deep teal or oxblood for outfits that look expensive.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "deep-autumn-espresso-instead-of-black",
      },
      {
        id: "deep-autumn-warm-depth-makeup",
        title: "Define with warm depth",
        excerpt:
          "Brick, cinnamon and deep terracotta lips stand up to your natural contrast. Use bronze or olive-brown eyeliner instead of pale shimmer, which floats on top of deep colouring.",
        category: "Makeup",
        difficulty: "Intermediate",
        slug: "deep-autumn-warm-depth-makeup",
      },
      {
        id: "deep-autumn-rich-prints",
        title: "Choose rich, saturated prints",
        excerpt:
          "Paisley, ikat and deep-ground florals in aubergine, teal and burnt orange echo your depth. Keep at least one dark colour in every print so it holds its own next to your hair.",
        category: "Prints & Patterns",
        difficulty: "Advanced",
        slug: "deep-autumn-rich-saturated-prints",
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
    stylingTips: [
      {
        id: "true-autumn-rust-olive-teal",
        title: "Build around rust, olive and teal",
        excerpt:
          "Rust, olive and deep teal work together in any combination and each one flatters golden skin. Add camel and chocolate as neutrals and you have a wardrobe that mixes and matches effortlessly.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "true-autumn-rust-olive-and-teal-wardrobe",
      },
      {
        id: "true-autumn-natural-materials",
        title: "Choose tortoiseshell, wood and amber",
        excerpt:
          "Natural materials such as tortoiseshell, carved wood, amber and tiger's eye share the organic warmth of your colouring. They make even a simple outfit look considered and harmonious.",
        category: "Accessories",
        difficulty: "Beginner",
        slug: "true-autumn-natural-material-accessories",
      },
      {
        id: "true-autumn-earthy-prints",
        title: "Pick earthy prints with depth",
        excerpt:
          "Houndstooth in chocolate and camel, autumnal florals and warm tartans all repeat the richness of your colouring. Choose prints whose lightest colour is cream or camel rather than white.",
        category: "Prints & Patterns",
        difficulty: "Intermediate",
        slug: "true-autumn-earthy-prints",
      },
    ],
  },

  // ----------------------------------------------------------------- Winter
  {
    slug: "cool-winter",
    name: "Cool Winter",
    seasonSlug: "winter",
    alsoKnownAs: ["Winter-Summer"],
    description:
      "Cool Winter is Winter with a touch of Summer: decisively cool, with a little less depth and sharpness than the other Winters. The colouring often pairs cool medium-to-dark brown, ash-brown or salt-and-pepper hair with pink-toned or cool-neutral skin and grey-blue, cool grey or icy blue eyes. It shines in blue-based colours of medium to deep value, such as sapphire, blue-red, pine and icy lavender, with a clean but not electric finish. Golden and earthy colours clash immediately, and the most neon brights can sit slightly apart from the face.",
    characteristics: {
      depth: "medium",
      temperature: "cool",
      chroma: "medium-bright",
      contrast: "medium-high",
      summary:
        "Coolness first: clean, blue-based colours from icy to deep, with clear contrast but a touch less intensity than other Winters.",
    },
    palette: [
      { name: "Icy Pink", hex: "#f2d6e6" },
      { name: "Icy Lavender", hex: "#d9d2f0" },
      { name: "Ice Blue", hex: "#d2e6f7" },
      { name: "Icy Mint", hex: "#d3f0e4" },
      { name: "Blue Red", hex: "#b3123f" },
      { name: "Berry Fuchsia", hex: "#c0307a" },
      { name: "Plum", hex: "#6e2a5a" },
      { name: "Deep Amethyst", hex: "#6b3fa0" },
      { name: "Hyacinth", hex: "#5b5fc7" },
      { name: "Sapphire", hex: "#0f52ba" },
      { name: "Cool Cerulean", hex: "#2a7ab8" },
      { name: "Steel Marine", hex: "#1b4f8a" },
      { name: "Cool Teal", hex: "#006d77" },
      { name: "Blue Emerald", hex: "#007a5e" },
      { name: "Pine", hex: "#1f5c4f" },
    ],
    neutrals: [
      { name: "Snow White", hex: "#fafafa" },
      { name: "Silver Grey", hex: "#aeb4bc" },
      { name: "Charcoal", hex: "#36454f" },
      { name: "Midnight Navy", hex: "#1c2841" },
      { name: "Black", hex: "#000000" },
    ],
    metals: {
      recommended: ["Polished silver", "Platinum", "White gold"],
      why: "Bright white metals repeat the cool, silvery tones of the hair and eyes, while yellow gold adds a warmth that looks borrowed.",
    },
    avoid: [
      { name: "Camel", hex: "#c19a6b", reason: "A golden neutral that turns cool skin sallow." },
      { name: "Orange", hex: "#ff8c00", reason: "Pure warmth, fighting every cool note in the colouring." },
      { name: "Mustard", hex: "#d4a017", reason: "Earthy yellow that makes the complexion look grey-green." },
      { name: "Olive", hex: "#708238", reason: "Muted and warm, it dulls the clear definition of the eyes." },
      { name: "Peach", hex: "#ffcba4", reason: "A warm pastel that looks washed out and yellow next to cool skin." },
    ],
    confusedWith: [
      {
        slug: "cool-summer",
        why: "Cool Summer needs a softer, slightly greyed version of cool colour, while Cool Winter can wear pure white, black and icy colours without looking harsh.",
      },
      {
        slug: "true-winter",
        why: "True Winter is deeper and more vivid, whereas Cool Winter looks best when saturation is clean but a little less intense.",
      },
    ],
    stylingTips: [
      {
        id: "cool-winter-icy-near-face",
        title: "Icy colour up top, deep colour below",
        excerpt:
          "An icy lavender or ice blue top with charcoal or midnight navy trousers creates the contrast your features expect. Reverse it for evening with a sapphire or blue-red top over black.",
        category: "Wardrobe",
        difficulty: "Intermediate",
        slug: "cool-winter-icy-and-deep-combinations",
      },
      {
        id: "cool-winter-blue-red-lips",
        title: "Reach for blue-red and berry lips",
        excerpt:
          "A blue-based red or cool berry lip gives instant definition to cool colouring. Orange reds and warm nudes make the teeth look yellower and the skin look tired.",
        category: "Makeup",
        difficulty: "Beginner",
        slug: "cool-winter-blue-red-and-berry-lips",
      },
      {
        id: "cool-winter-silver-stones",
        title: "Pair silver with cool stones",
        excerpt:
          "Polished silver, platinum and white gold match the coolness of your skin, and sapphire, amethyst or clear crystal add sparkle. Yellow gold can work in small doses but will never feel as harmonious.",
        category: "Accessories",
        difficulty: "Beginner",
        slug: "cool-winter-silver-and-cool-stones",
      },
    ],
  },
  {
    slug: "bright-winter",
    name: "Bright Winter",
    seasonSlug: "winter",
    alsoKnownAs: ["Clear Winter", "Winter-Spring"],
    description:
      "Bright Winter is the most vivid of all sixteen types, cool-neutral with a clarity borrowed from Spring. The colouring is striking rather than simply dark: often deep hair against clear, bright skin, with sparkling eyes in icy blue, clear green, turquoise or bright topaz-brown. It needs saturated, electric colours and crisp contrast: hot pink, cherry red, cobalt, emerald and icy brights set against black or white. Muted, dusty or earthy colours make this colouring look dull and uneven, as if the sparkle has been switched off.",
    characteristics: {
      depth: "medium",
      temperature: "cool-neutral",
      chroma: "bright",
      contrast: "high",
      summary:
        "Clarity first: the most saturated, electric colours on a cool-neutral base, worn with crisp, high contrast.",
    },
    palette: [
      { name: "Cherry Red", hex: "#d9002f" },
      { name: "Bright Raspberry", hex: "#d5175e" },
      { name: "Hot Pink", hex: "#f7258f" },
      { name: "Fuchsia Purple", hex: "#b0179e" },
      { name: "Electric Violet", hex: "#7b2fd1" },
      { name: "Bright Royal", hex: "#1e40d0" },
      { name: "Cobalt", hex: "#0047ab" },
      { name: "Electric Blue", hex: "#0090e0" },
      { name: "Electric Turquoise", hex: "#00c1c8" },
      { name: "Bright Teal", hex: "#00888a" },
      { name: "Bright Emerald", hex: "#009b5a" },
      { name: "Lemon Yellow", hex: "#fff200" },
      { name: "Icy Aqua", hex: "#cff5f3" },
      { name: "Icy Violet", hex: "#e5dcf7" },
      { name: "Icy Rose", hex: "#fbd7e8" },
    ],
    neutrals: [
      { name: "Optic White", hex: "#ffffff" },
      { name: "Pewter Grey", hex: "#8f959e" },
      { name: "Graphite", hex: "#2f3135" },
      { name: "Ink Navy", hex: "#14213d" },
      { name: "Black", hex: "#000000" },
    ],
    metals: {
      recommended: ["Polished silver", "Platinum", "High-shine white gold"],
      why: "Mirror-bright, cool metals match the sparkle in the eyes; brushed, antiqued or coppery finishes look dull against such clarity.",
    },
    avoid: [
      { name: "Dusty Pink", hex: "#d4a5a5", reason: "A greyed pink that muffles the natural brightness of the face." },
      { name: "Camel", hex: "#c19a6b", reason: "A soft, golden neutral that makes clear skin look sallow." },
      { name: "Khaki", hex: "#bdb76b", reason: "Muted and earthy, it drains the colour from the eyes." },
      { name: "Sage", hex: "#9caf88", reason: "Its soft, greyed green looks faded beside vivid colouring." },
      { name: "Mushroom Beige", hex: "#bfae9d", reason: "A low-contrast neutral that leaves the face looking flat." },
    ],
    confusedWith: [
      {
        slug: "bright-spring",
        why: "Bright Spring needs warm brights such as coral, mango and lime, whereas Bright Winter looks cleaner in cool brights such as hot pink, cobalt and icy violet.",
      },
      {
        slug: "true-winter",
        why: "True Winter is deeper and fully cool, while Bright Winter is defined by sparkle and can take a touch of neutral warmth in its brightest colours.",
      },
    ],
    stylingTips: [
      {
        id: "bright-winter-contrast",
        title: "Make contrast your friend",
        excerpt:
          "Black with white, ink navy with hot pink, or cobalt with icy violet repeats the natural contrast of your features. Tonal, blended outfits look flat and make your eyes lose their sparkle.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "bright-winter-high-contrast-outfits",
      },
      {
        id: "bright-winter-clean-makeup",
        title: "Clean colour, defined lines",
        excerpt:
          "A crisp black or navy liner and a clear fuchsia, cherry or raspberry lip match the intensity of your face. Smudged bronze shadows and muted nudes make bright colouring look unfinished.",
        category: "Makeup",
        difficulty: "Intermediate",
        slug: "bright-winter-clean-defined-makeup",
      },
      {
        id: "bright-winter-glossy-hair",
        title: "Keep hair glossy and even",
        excerpt:
          "High shine and a clean, even colour show off the contrast between your hair and skin. Warm balayage and caramel ribbons soften that contrast and bring a yellow cast to the skin.",
        category: "Hair",
        difficulty: "Advanced",
        slug: "bright-winter-glossy-even-hair-colour",
      },
    ],
  },
  {
    slug: "deep-winter",
    name: "Deep Winter",
    seasonSlug: "winter",
    alsoKnownAs: ["Dark Winter", "Winter-Autumn"],
    description:
      "Deep Winter is the darkest of the Winters, cool-neutral and intense, with a depth that brushes against Autumn. Typical colouring is very dark brown or black hair, skin ranging from fair to deep with a neutral-to-cool cast, and dark brown, black-brown or deep hazel eyes, giving strong overall depth. Its colours are dark, saturated jewel tones: black cherry, deep emerald, ink blue, aubergine and true red, lit by a few icy accents. Light, powdery colours and golden earth tones look weak or muddy against it, and pastels on their own can make the skin look grey.",
    characteristics: {
      depth: "deep",
      temperature: "cool-neutral",
      chroma: "bright",
      contrast: "high",
      summary:
        "Depth first: dark, saturated jewel tones on a cool-neutral base, sharpened with icy accents and strong contrast.",
    },
    palette: [
      { name: "Black Cherry", hex: "#54001c" },
      { name: "Cool Burgundy", hex: "#6d1430" },
      { name: "True Red", hex: "#be0032" },
      { name: "Deep Fuchsia", hex: "#a3105f" },
      { name: "Berry Plum", hex: "#6b1d5a" },
      { name: "Deep Aubergine", hex: "#3b1736" },
      { name: "Royal Purple", hex: "#5b2c8f" },
      { name: "Ink Blue", hex: "#1b2a6b" },
      { name: "Royal Sapphire", hex: "#1f3c99" },
      { name: "Deep Turquoise", hex: "#007174" },
      { name: "Spruce Teal", hex: "#004d4d" },
      { name: "Deep Emerald", hex: "#00563f" },
      { name: "Icy Blue", hex: "#dbeaf5" },
      { name: "Icy Orchid", hex: "#efdcf0" },
      { name: "Icy Green", hex: "#d8f0e3" },
    ],
    neutrals: [
      { name: "Bright White", hex: "#fdfdfd" },
      { name: "Charcoal", hex: "#333538" },
      { name: "Midnight Navy", hex: "#141b33" },
      { name: "Black-Brown", hex: "#2a1f1d" },
      { name: "Black", hex: "#000000" },
    ],
    metals: {
      recommended: ["Polished silver", "Gunmetal", "Platinum", "Antique silver"],
      why: "Cool metals with some weight, from polished silver to gunmetal, hold their own against dark hair and eyes without adding golden warmth.",
    },
    avoid: [
      { name: "Pastel Peach", hex: "#ffd5b8", reason: "Light and warm, it makes the face look washed out and sallow." },
      { name: "Beige", hex: "#d8c3a5", reason: "A pale, golden neutral with no depth to match the colouring." },
      { name: "Powder Blue", hex: "#b0d4ee", reason: "Too soft and light to wear on its own; it greys the skin." },
      { name: "Mustard", hex: "#d4a017", reason: "An earthy golden yellow that looks muddy next to cool depth." },
      { name: "Dusty Lilac", hex: "#c4b1c9", reason: "Greyed and pale, it fades against strong, dark features." },
    ],
    confusedWith: [
      {
        slug: "deep-autumn",
        why: "Deep Autumn needs warm, earthy darks such as oxblood and olive, while Deep Winter looks sharper in cool jewel tones, black and white.",
      },
      {
        slug: "true-winter",
        why: "True Winter is fully cool and a shade lighter overall, whereas Deep Winter is led by depth and can wear the very darkest colours best.",
      },
    ],
    stylingTips: [
      {
        id: "deep-winter-black-neutral",
        title: "Treat black as a real neutral",
        excerpt:
          "Black is one of the few colours deep enough to match your hair and eyes, so use it freely for tailoring and knitwear. Lift it with a jewel tone or a touch of icy colour near the face.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "deep-winter-black-as-a-neutral",
      },
      {
        id: "deep-winter-deep-lips",
        title: "Deep lips, clean skin",
        excerpt:
          "Black cherry, wine and blue-red lips balance the depth of your hair, so the face never looks washed out. Keep the rest of the face crisp and avoid warm bronzer, which muddies the contrast.",
        category: "Makeup",
        difficulty: "Intermediate",
        slug: "deep-winter-deep-lip-colour",
      },
      {
        id: "deep-winter-bold-scale",
        title: "Go bold with scale",
        excerpt:
          "Larger jewellery in polished silver or gunmetal and deep stones like garnet and onyx hold their own next to your depth. Dainty pastel pieces vanish and can make the whole look feel unfinished.",
        category: "Accessories",
        difficulty: "Advanced",
        slug: "deep-winter-bold-jewellery",
      },
    ],
  },
  {
    slug: "true-winter",
    name: "True Winter",
    seasonSlug: "winter",
    alsoKnownAs: ["Pure Winter", "Classic Winter"],
    description:
      "True Winter is the purest expression of the season: fully cool, high in contrast and clear, without the softness of Summer, the warmth of Spring or the earthiness of Autumn. The colouring commonly shows dark, cool-toned hair, skin with a blue or pink-cool undertone that can range from porcelain to deep, and eyes that are dark or icy with a crisp white around the iris. The palette feels pure and primary: true red, royal blue, emerald, black, white and icy pastels, with nothing muted or golden. Warm, earthy or dusty colours make this colouring look sallow, and soft, blended outfits lose its drama.",
    characteristics: {
      depth: "medium-deep",
      temperature: "cool",
      chroma: "bright",
      contrast: "high",
      summary:
        "Cool, clear and high contrast in balance: pure, blue-based primaries and jewel tones, from icy pastels to true black.",
    },
    palette: [
      { name: "True Red", hex: "#c8102e" },
      { name: "Burgundy", hex: "#800020" },
      { name: "Shocking Raspberry", hex: "#c2185b" },
      { name: "Fuchsia", hex: "#cf1f7a" },
      { name: "Cool Magenta", hex: "#a1127a" },
      { name: "Royal Violet", hex: "#6a2fb0" },
      { name: "Royal Blue", hex: "#2a4bd7" },
      { name: "Deep Sapphire", hex: "#12307a" },
      { name: "Peacock Blue", hex: "#00708f" },
      { name: "Pine Green", hex: "#01796f" },
      { name: "Emerald", hex: "#00875a" },
      { name: "Icy Blue", hex: "#d6ecfa" },
      { name: "Icy Pink", hex: "#f9d9e8" },
      { name: "Icy Lilac", hex: "#e6def6" },
      { name: "Icy Lemon", hex: "#f9f7c8" },
    ],
    neutrals: [
      { name: "Pure White", hex: "#ffffff" },
      { name: "Steel Grey", hex: "#7c8590" },
      { name: "Charcoal", hex: "#2e2e33" },
      { name: "True Navy", hex: "#0b1f4b" },
      { name: "Black", hex: "#000000" },
    ],
    metals: {
      recommended: ["Polished silver", "Platinum", "White gold"],
      why: "Bright, cool white metals mirror the crisp whites of the eyes and the cool undertone of the skin; yellow gold and copper introduce a warmth that reads as a mismatch.",
    },
    avoid: [
      { name: "Pumpkin", hex: "#d2691e", reason: "Warm and earthy, it makes cool skin look sallow." },
      { name: "Golden Beige", hex: "#d2b48c", reason: "A soft, golden neutral with none of the clarity the colouring needs." },
      { name: "Olive Khaki", hex: "#8b864e", reason: "Muted yellow-green that greys the complexion." },
      { name: "Dusty Peach", hex: "#e8b59a", reason: "Powdery and warm, it flattens the natural contrast." },
      { name: "Salmon", hex: "#fa8072", reason: "A yellow-based pink that fights the blue undertone." },
    ],
    confusedWith: [
      {
        slug: "cool-winter",
        why: "Cool Winter looks best in slightly gentler cool colour, while True Winter needs full saturation and the strongest contrast.",
      },
      {
        slug: "deep-winter",
        why: "Deep Winter is led by depth and leans cool-neutral, whereas True Winter is led by pure coolness and wears royal blue and icy pastels at full strength.",
      },
      {
        slug: "bright-winter",
        why: "Bright Winter carries a touch of Spring sparkle and can take lemon yellow and electric turquoise, which look slightly warm on True Winter.",
      },
    ],
    stylingTips: [
      {
        id: "true-winter-pure-colour-black-white",
        title: "Wear one pure colour with black or white",
        excerpt:
          "A royal blue, emerald or true red piece paired with black or white gives your colouring the clarity it expects. It is the quickest way to look polished with minimal effort.",
        category: "Wardrobe",
        difficulty: "Beginner",
        slug: "true-winter-pure-colour-with-black-or-white",
      },
      {
        id: "true-winter-true-red-lip",
        title: "Master the true red lip",
        excerpt:
          "A blue-based true red is the signature lip for your colouring, especially with clean skin and defined brows. Line the lips precisely, because the colour is strong enough to show every blurred edge.",
        category: "Makeup",
        difficulty: "Intermediate",
        slug: "true-winter-true-red-lip",
      },
      {
        id: "true-winter-graphic-prints",
        title: "Graphic, not organic",
        excerpt:
          "Clean stripes, polka dots, houndstooth and bold geometrics in black, white and one jewel colour echo your clarity. Faded florals and earthy animal prints look soft and out of place.",
        category: "Prints & Patterns",
        difficulty: "Intermediate",
        slug: "true-winter-graphic-prints",
      },
    ],
  },
];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

export function isSeasonSlug(slug: string): slug is SeasonSlug {
  return (SEASON_SLUGS as readonly string[]).includes(slug);
}

export function isSubSeasonSlug(slug: string): slug is SubSeasonSlug {
  return (SUB_SEASON_SLUGS as readonly string[]).includes(slug);
}

export function getSeason(slug: string): Season | undefined {
  return SEASONS.find((season) => season.slug === slug);
}

export function getSubSeason(slug: string): SubSeason | undefined {
  return SUB_SEASONS.find((subSeason) => subSeason.slug === slug);
}

/** The four sub-seasons of a season, in the season's order; empty for an unknown slug. */
export function subSeasonsOf(seasonSlug: string): SubSeason[] {
  const season = getSeason(seasonSlug);
  if (!season) return [];
  return season.subSeasonSlugs
    .map((slug) => getSubSeason(slug))
    .filter((subSeason): subSeason is SubSeason => subSeason !== undefined);
}
