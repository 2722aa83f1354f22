import type { Season, SubSeason } from "~/schemas/season";

export const SUMMER: Season = {
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
};

/** Light, Cool, Soft and True Summer, in the order the season lists them. */
export const SUMMER_SUB_SEASONS: readonly SubSeason[] = [
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
  },
];
