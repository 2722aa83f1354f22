import type { CustomPalettes } from "~/schemas";

/** The `Website/CustomPalettes` document: curated palettes shown on /color/color-palettes. */
export const customPalettes: CustomPalettes = {
  customPalettes: [
    {
      id: "capsule-neutrals-soft-summer",
      name: "Capsule neutrals for Soft Summer",
      description:
        "The quiet, greyed base colours a Soft Summer wardrobe is built on. Mix any three and add one accent from your swatch wallet; none of them will fight your complexion the way black or bright white can.",
      colors: [
        { name: "Mushroom taupe", hex: "#8C8079" },
        { name: "Soft charcoal", hex: "#4F4F55" },
        { name: "Pewter", hex: "#8E9196" },
        { name: "Greyed navy", hex: "#3E4A61" },
        { name: "Rose beige", hex: "#C9B3A8" },
        { name: "Oyster", hex: "#E4DDD3" },
        { name: "Slate blue", hex: "#6F7F94" },
        { name: "Cocoa", hex: "#6D5A52" },
      ],
    },
    {
      id: "wedding-guest-jewel-tones",
      name: "Wedding guest jewel tones",
      description:
        "Rich, saturated shades for evening weddings and black-tie events, chosen for Winters and Deep Autumns. They photograph beautifully under warm venue lighting and never risk being mistaken for bridal white.",
      colors: [
        { name: "Emerald", hex: "#046A4C" },
        { name: "Sapphire", hex: "#1F3F8C" },
        { name: "Ruby", hex: "#9B111E" },
        { name: "Amethyst", hex: "#5E2B7E" },
        { name: "Deep teal", hex: "#0B5563" },
        { name: "Garnet", hex: "#733635" },
        { name: "Midnight plum", hex: "#3C1A3B" },
      ],
    },
    {
      id: "office-essentials-deep-autumn",
      name: "Office essentials for Deep Autumn",
      description:
        "A working wardrobe that looks polished without relying on black. Dark chocolate and aubergine replace black suiting, while the warmer shades work as shirts and knitwear close to the face.",
      colors: [
        { name: "Dark chocolate", hex: "#3D2317" },
        { name: "Aubergine", hex: "#4A2338" },
        { name: "Forest green", hex: "#2F4A33" },
        { name: "Warm olive", hex: "#5E5B2A" },
        { name: "Cognac", hex: "#8A4B24" },
        { name: "Brick", hex: "#8E3B2A" },
        { name: "Cream", hex: "#EFE3C8" },
        { name: "Dark teal", hex: "#1F4E53" },
        { name: "Mustard", hex: "#B3861F" },
      ],
    },
    {
      id: "spring-weekend-brights",
      name: "Weekend brights for Light and Bright Spring",
      description:
        "Clear, warm colours for relaxed weekends, holidays and summer evenings. Pair them with light camel or warm ivory rather than stark white for an easy, sunny look.",
      colors: [
        { name: "Coral", hex: "#FF6F61" },
        { name: "Warm aqua", hex: "#3FC1B0" },
        { name: "Buttercup", hex: "#F7C948" },
        { name: "Peach", hex: "#F8B195" },
        { name: "Periwinkle", hex: "#7D8FE0" },
        { name: "Spring green", hex: "#7BC950" },
        { name: "Warm ivory", hex: "#FBF1DC" },
        { name: "Light camel", hex: "#C9A46C" },
      ],
    },
    {
      id: "true-winter-monochrome-accents",
      name: "True Winter monochrome with accents",
      description:
        "Crisp black and white are at their best on True Winters. This palette adds icy tints and bold accents so a high-contrast wardrobe never feels severe.",
      colors: [
        { name: "Pure white", hex: "#FFFFFF" },
        { name: "Black", hex: "#0A0A0A" },
        { name: "Charcoal", hex: "#333439" },
        { name: "Icy lilac", hex: "#E6E1F4" },
        { name: "Icy blue", hex: "#DCEBF7" },
        { name: "True red", hex: "#C8102E" },
        { name: "Royal blue", hex: "#1E3FA8" },
        { name: "Magenta", hex: "#B0127A" },
      ],
    },
    {
      id: "soft-autumn-knitwear",
      name: "Soft Autumn knitwear",
      description:
        "Muted, warm yarn shades that Soft Autumns can wear from October to March. Cable knits in these colours make tired winter skin look warm and even.",
      colors: [
        { name: "Oatmeal", hex: "#D8C8AE" },
        { name: "Sage", hex: "#9BA38A" },
        { name: "Dusty salmon", hex: "#CF9A84" },
        { name: "Camel", hex: "#B08A5E" },
        { name: "Moss", hex: "#6E7350" },
        { name: "Soft teal", hex: "#5F8883" },
        { name: "Milk chocolate", hex: "#7A5A45" },
      ],
    },
  ],
};
