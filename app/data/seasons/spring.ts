import type { Season, SubSeason } from "~/schemas/season";

export const SPRING: Season = {
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
};

/** Light, Warm, Bright and True Spring, in the order the season lists them. */
export const SPRING_SUB_SEASONS: readonly SubSeason[] = [
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
  },
];
