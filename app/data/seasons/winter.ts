import type { Season, SubSeason } from "~/schemas/season";

export const WINTER: Season = {
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
};

/** Cool, Bright, Deep and True Winter, in the order the season lists them. */
export const WINTER_SUB_SEASONS: readonly SubSeason[] = [
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
  },
];
