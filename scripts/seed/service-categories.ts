import type * as v from "valibot";
import type { ServiceCategory } from "~/schemas";

/** `ServiceCategories/{id}` documents; the id is always the slug. */
export const serviceCategories: Array<{ id: string; data: Omit<v.InferOutput<typeof ServiceCategory>, "nl"> & Partial<Pick<v.InferOutput<typeof ServiceCategory>, "nl">> }> = [
  {
    id: "color-analysis-styling",
    data: {
      name: "Colour Analysis & Styling",
      slug: "color-analysis-styling",
      fullSlug: "/services/color-analysis-styling",
      position: 1,
      description:
        "Find your sub-season among sixteen with a fabric draping in daylight, online or from photos, and learn how to use it from day one.",
      descriptionLong: [
        "Colour analysis is where most of our clients begin. Sitting by our north-facing windows in a neutral grey cape, you watch as we hold more than 140 cotton and silk drapes beneath your face, two at a time. Warm against cool, light against deep, clear against soft: step by step, the colours that make your skin look fresh and your eyes bright separate from the ones that bring out shadows and redness.",
        "You leave with your sub-season, a fabric swatch wallet of around 40 colours to carry when you shop, and practical advice on neutrals, combinations, make-up and hair colour. We finish by looking at photos of clothes you already own, so the very next morning you know which ones to reach for.",
        "Can't come to Utrecht? Our live online analysis and our photo-based digital analysis bring the same method to your home. We are honest about what a camera can and can't show, and we will tell you if we need to see you in person to be sure.",
      ],
      targetAudience:
        "Anyone who owns a wardrobe full of clothes yet feels they have nothing to wear, is unsure which colours suit them, or wants a reliable guide before investing in new pieces.",
      headline: "Discover the colours that make you look like yourself",
      subHeadline: "Sixteen-season draping in natural daylight, in Utrecht or online",
      icon: "palette",
    },
  },
  {
    id: "personal-styling",
    data: {
      name: "Personal Styling",
      slug: "personal-styling",
      fullSlug: "/services/personal-styling",
      position: 2,
      description:
        "Shapes, proportions and outfits that work for your body, your work and your budget, with a stylist on your side in the studio or the shops.",
      descriptionLong: [
        "Colour is half the story; the other half is shape. In a personal-styling session we look at your proportions, the lines of your face and the way you like to move and feel, then translate them into necklines, lengths, fabrics and fits you can look for yourself.",
        "We can work in the studio with a rail of sample pieces, take you on a guided shopping trip through Utrecht's city centre, or style you for a specific occasion, from a job interview to a wedding speech. We never take commission from shops, so every recommendation is about you, not a sales target.",
      ],
      targetAudience:
        "People starting a new job, returning to work, dressing a changing body, or simply tired of buying clothes that never quite feel right.",
      headline: "Clothes that fit your body and your life",
      subHeadline: "Style sessions, guided shopping and occasion dressing",
      icon: "hanger",
    },
  },
  {
    id: "wardrobe-audit",
    data: {
      name: "Wardrobe Audit",
      slug: "wardrobe-audit",
      fullSlug: "/services/wardrobe-audit",
      position: 3,
      description:
        "We go through your wardrobe with you at home, keep what works, find new outfits in what you own and plan only the purchases that matter.",
      descriptionLong: [
        "Most wardrobes hold more good outfits than their owners realise; they are hidden behind clothes that don't fit, don't suit or don't match anything. During a wardrobe audit we go through every piece with you, try on combinations you hadn't thought of and photograph the outfits you like so you can find them again.",
        "Nothing leaves your home without your say-so. Items are sorted into keep, alter, store and let go, and we can drop donations at a local charity shop on our way out. You receive a short, prioritised shopping list so that any new purchases fill real gaps.",
        "An audit works best after a colour analysis, but it isn't required: we bring a full set of drapes and check doubtful pieces against your face as we go.",
      ],
      targetAudience:
        "Anyone with a full wardrobe and a nagging sense of having nothing to wear, and people moving house, changing careers or adjusting to a new body or season of life.",
      headline: "Fall back in love with the clothes you already own",
      subHeadline: "At-home wardrobe edits, capsule planning and seasonal refreshes",
      icon: "wardrobe",
    },
  },
  {
    id: "complete-makeover",
    data: {
      name: "Complete Makeover",
      slug: "complete-makeover",
      fullSlug: "/services/complete-makeover",
      position: 4,
      description:
        "Colour analysis, personal styling, a wardrobe audit and guided shopping, combined into one plan and spread over a few weeks at your pace.",
      descriptionLong: [
        "A complete makeover brings together everything we do. It begins with a colour analysis in the studio, continues with a style session and an at-home wardrobe audit, and ends with a guided shopping trip built around the gaps we found together. Between sessions you can message your stylist with questions, and you receive a written lookbook of your outfits at the end.",
        "Because no two makeovers are the same, every one starts with a free 20-minute call. We talk about what you hope to change, your timeline and your budget, and only then propose a plan and a fixed price.",
      ],
      targetAudience:
        "People at a turning point (a new role, a milestone birthday, life after a big change) who want a thorough, personal reset rather than a single session.",
      headline: "A complete reset, guided from first drape to final outfit",
      subHeadline: "Colour, style, wardrobe and shopping in one considered plan",
      icon: "sparkles",
    },
  },
];
