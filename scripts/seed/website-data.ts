import type { WebsiteData } from "~/schemas";
import { ANALYSIS_PHOTOS_PROMISE, ANALYSIS_REPORT_KEPT } from "~/data/retention";
import { seasonPhotos } from "./covers/index";

/**
 * The `Website/Data` document for the demo studio, Plum & Linen Colour Studio in Utrecht.
 * Every colour pair that carries text meets WCAG AA (checked in tests/unit/scripts/seed.test.ts).
 */
export const websiteData: WebsiteData = {
  business: {
    name: "Plum & Linen Colour Studio",
    legalName: "Plum & Linen Studio B.V.",
    email: "hello@plumandlinen.example",
    phone: "+31 30 204 7718",
    whatsapp: "+31 6 4187 2290",
    address: {
      street: "Lange Nieuwstraat 87",
      city: "Utrecht",
      postalCode: "3512 PJ",
      country: "Netherlands",
      countryCode: "NL",
    },
    openingHours: [
      { days: "Tuesday, Wednesday and Friday", hours: "09:30–17:30" },
      { days: "Thursday", hours: "09:30–20:00 (evenings for styling and wardrobe planning)" },
      { days: "Saturday", hours: "10:00–16:00" },
      { days: "Sunday and Monday", hours: "Closed; online sessions by arrangement" },
    ],
    social: [
      { label: "Instagram", href: "https://www.instagram.com/plumandlinen.studio" },
      { label: "Pinterest", href: "https://www.pinterest.com/plumandlinenstudio" },
      { label: "Facebook", href: "https://www.facebook.com/plumandlinenstudio" },
    ],
    priceCurrency: "EUR",
    directions: {
      studio:
        "We are at Lange Nieuwstraat 87 in the museum quarter, a street back from the Nieuwegracht canal and a few minutes' walk from the Centraal Museum. Ring the bell marked Plum & Linen beside the green door, to the left of the gallery window, and we will come down to let you in. The studio is on the first floor, up a fairly steep staircase, and there is no lift: if stairs are difficult for you, tell us and we will meet in the gallery's ground-floor room.\n\nFrom Utrecht Centraal it is a 20-minute walk through the centre along the Oudegracht and past the Dom Tower, or take bus 2 (the Museumlijn) from the Centrumzijde side of the station to the Centraal Museum stop, three minutes from our door.\n\nBy bike: there are racks across the street from our door; please don't lock your bike to the canal railings, where the council removes them. By car: parking in the old centre is paid and hard to find. The easiest is P+R Westraven off the A12, with the tram to Utrecht Centraal and bus 2 from there.\n\nPlease come on time rather than early: the daylight area is usually in use until your session begins.",
      online:
        "Your video room is a private Jitsi Meet link made for your booking alone. It comes with the reminder two days before your session. On a laptop it opens in Chrome, Edge, Firefox or Safari with no account or download; on a phone or tablet, install the free Jitsi Meet app beforehand. The room is yours alone, so open it whenever you like before the day to try your camera and sound; on the day, open it five minutes early and we join at the start time.\n\nChoose a quiet room where you won't be disturbed, and sit facing a window with daylight on your face, with ceiling lights and lamps switched off. Put the camera at eye height, about an arm's length away, and switch off any beauty or background filter.\n\nIf the link won't work, call us on +31 30 204 7718 and we will carry on by WhatsApp video.",
    },
  },

  // Warm ivory page, plum ink text, muted rose accent.
  layoutColors: {
    bg_color: { hex: "#FBF7F2" },
    text_color: { hex: "#2E1A2B" },
    title_color: { hex: "#4A1F3D" },
    sub_title_color: { hex: "#7A4A66" },
    accent_color: { hex: "#9A4560" },
  },
  navbarColors: {
    bg_color: { hex: "#F4EBE4" },
    text_color: { hex: "#2E1A2B" },
    accent_color: { hex: "#9A4560" },
  },
  footerColors: {
    bg_color: { hex: "#2A1726" },
    text_color: { hex: "#EFE6EA" },
    title_color: { hex: "#F3D9DF" },
    accent_color: { hex: "#D99AAE" },
  },

  sectionHero: {
    eyebrow: "Colour analysis & personal styling in Utrecht",
    title: "Wear the colours that already belong to you",
    subTitle: "Sixteen-season colour analysis, styling and wardrobe edits in a daylight studio by the canal",
    description:
      "We drape you in more than 140 fabric swatches in natural north light and show you, side by side, which colours make your skin look clear and rested and which ones drain it. You leave with your season, a fabric swatch wallet and a plan for using what you already own.",
    primaryCta: { label: "Book your colour analysis", href: "/service-booking" },
    secondaryCta: { label: "Explore the seasons", href: "/seasons" },
  },

  sectionAbout: {
    title: "About Plum & Linen",
    subTitle: "A small daylight studio for people who want getting dressed to feel easy",
    intro:
      "Plum & Linen is a colour-analysis and personal-styling studio on the first floor of a canal house in Utrecht's old town. We work with one client, one couple or one small group at a time, so every session has room for questions, trying things on and changing your mind.",
    story: [
      "Marieke van Doorn spent eleven years sampling fabrics for a Dutch knitwear label. Day after day she watched the same jumper look luminous on one colleague and grey on the next, and she became fascinated by why. That curiosity led her to train in sixteen-season colour analysis and, later, in personal styling.",
      "She opened Plum & Linen in 2019 in a rented room with one large north-facing window, because good colour work starts with honest light. The studio has since moved two doors down the street, but the window, the draping mirror and the habit of making tea before every session came along.",
      "Today Marieke works alongside colour analyst Lotte Bakker and stylist Jasper Meijer, in the studio and online with clients from across Europe. We still believe the best result is not a new wardrobe but a clearer eye: knowing what suits you, why it does, and how to shop less and wear more.",
    ],
    approach: [
      {
        title: "Start in honest light",
        text: "In-person analyses take place in daylight hours by our north-facing windows, with high-CRI daylight lamps only on the darkest winter afternoons. Your face is framed by a neutral grey cape, so nothing but the swatch changes.",
      },
      {
        title: "Compare, don't guess",
        text: "We drape pairs of colours side by side (warm against cool, clear against muted, light against deep) and talk you through what we see in your skin, eyes and jawline, so you can see it too.",
      },
      {
        title: "Translate it into your life",
        text: "Your season only matters if you can use it. We look at your job, your budget and the clothes you already love, and show you where your palette fits in, including how to wear a favourite colour that is not in it.",
      },
      {
        title: "Stay in touch",
        text: "Every client can send us up to three shopping questions by email in the month after a session. Photos of a coat in a changing room are welcome; we reply within two working days.",
      },
    ],
    differences: [
      {
        title: "Sixteen seasons, not four",
        text: "Four seasons are a good start, but many people sit between two. Working with sixteen sub-seasons lets us tell a Soft Autumn from a Soft Summer, which is often the difference between 'nice' and 'exactly right'.",
      },
      {
        title: "Real fabric, not filters",
        text: "Our drapes are dyed cotton and silk, checked against a reference set twice a year and replaced when they fade. Colour on a screen is a helpful preview; colour on fabric under daylight is the test.",
      },
      {
        title: "No pressure to buy",
        text: "We do not sell clothing or make-up and take no commission from shops. Recommendations are about what suits you, and most clients find they already own more of their palette than they expected.",
      },
      {
        title: "For every body and every age",
        text: "We work with clients of all sizes, genders and ages, from students choosing their first interview suit to people in their eighties refreshing a wardrobe after retirement.",
      },
    ],
    founder: {
      name: "Marieke van Doorn",
      role: "Founder & lead colour analyst",
      bio: "Marieke trained as a textile designer and worked for over a decade in fabric sampling and colour development before qualifying in sixteen-season colour analysis and personal styling. She has analysed more than 2,400 clients, teaches the studio's monthly colour workshop and is happiest when a client looks in the mirror and says, 'Oh, that's me.' She speaks Dutch, English and German.",
    },
  },

  navbar: {
    brandName: "Plum & Linen",
    tagline: "Colour Studio · Utrecht",
    items: [
      { label: "Home", href: "/" },
      {
        label: "Services",
        href: "/services/color-analysis-styling",
        children: [
          { label: "Colour Analysis & Styling", href: "/services/color-analysis-styling" },
          { label: "Personal Styling", href: "/services/personal-styling" },
          { label: "Wardrobe Audit", href: "/services/wardrobe-audit" },
          { label: "Complete Makeover", href: "/services/complete-makeover" },
        ],
      },
      {
        label: "Seasons",
        href: "/seasons",
        children: [
          { label: "The sixteen seasons", href: "/seasons" },
          { label: "Colour palettes", href: "/color/color-palettes" },
          { label: "Colours app", href: "/colors-app" },
        ],
      },
      { label: "Colour Analysis", href: "/color-analysis" },
      { label: "Journal", href: "/journal" },
      { label: "Testimonials", href: "/testimonials" },
      { label: "FAQs", href: "/faqs" },
      { label: "About", href: "/about" },
      { label: "Contact", href: "/contact" },
    ],
    cta: { label: "Book a session", href: "/service-booking" },
  },

  footer: {
    blurb:
      "Plum & Linen is a colour-analysis and personal-styling studio in Utrecht. We help you find the colours and shapes that suit you, in a north-light studio by the canal or online, wherever you are in Europe.",
    columns: [
      {
        title: "Services",
        links: [
          { label: "Colour Analysis & Styling", href: "/services/color-analysis-styling" },
          { label: "Personal Styling", href: "/services/personal-styling" },
          { label: "Wardrobe Audit", href: "/services/wardrobe-audit" },
          { label: "Complete Makeover", href: "/services/complete-makeover" },
          { label: "Book a session", href: "/service-booking" },
        ],
      },
      {
        title: "Colour",
        links: [
          { label: "The sixteen seasons", href: "/seasons" },
          { label: "What is colour analysis?", href: "/color-analysis" },
          { label: "Colour palettes", href: "/color/color-palettes" },
          { label: "Colours app", href: "/colors-app" },
          { label: "The journal", href: "/journal" },
        ],
      },
      {
        title: "Studio",
        links: [
          { label: "Gift a session", href: "/gift-a-session" },
          { label: "Partner session", href: "/partner-session" },
          { label: "Group session", href: "/group-session" },
          { label: "Testimonials", href: "/testimonials" },
          { label: "FAQs", href: "/faqs" },
          { label: "About us", href: "/about" },
          { label: "Contact", href: "/contact" },
        ],
      },
    ],
    legal: [
      { label: "Privacy policy", href: "/legal/privacy-policy" },
      { label: "Refund policy", href: "/legal/refund-policy" },
      { label: "Shipping & delivery", href: "/legal/shipping-delivery-policy" },
      { label: "Terms & conditions", href: "/legal/terms-and-conditions" },
    ],
    copyright: "All rights reserved.",
  },

  subSeasons: {
    "light-spring": { bg_color: { hex: "#FDF3E1" }, text_color: { hex: "#5A3E2B" }, accent_color: { hex: "#F4A38C" } },
    "warm-spring": { bg_color: { hex: "#FCE9CF" }, text_color: { hex: "#5B3413" }, accent_color: { hex: "#E07B39" } },
    "bright-spring": { bg_color: { hex: "#FFF7D6" }, text_color: { hex: "#0B5C55" }, accent_color: { hex: "#FF5A5F" } },
    "true-spring": { bg_color: { hex: "#FFF1C9" }, text_color: { hex: "#4C3A12" }, accent_color: { hex: "#F2A541" } },
    "light-summer": { bg_color: { hex: "#EEF2F8" }, text_color: { hex: "#3A4A66" }, accent_color: { hex: "#A7BEDC" } },
    "cool-summer": { bg_color: { hex: "#E6EDF4" }, text_color: { hex: "#2F3F5C" }, accent_color: { hex: "#6C8EBF" } },
    "soft-summer": { bg_color: { hex: "#ECE8E6" }, text_color: { hex: "#4A4752" }, accent_color: { hex: "#9C8AA5" } },
    "true-summer": { bg_color: { hex: "#E8EEF3" }, text_color: { hex: "#34435A" }, accent_color: { hex: "#7B9ACC" } },
    "soft-autumn": { bg_color: { hex: "#EFE6D8" }, text_color: { hex: "#4E4234" }, accent_color: { hex: "#A89272" } },
    "warm-autumn": { bg_color: { hex: "#F4E2C8" }, text_color: { hex: "#5A2E12" }, accent_color: { hex: "#C0631F" } },
    "deep-autumn": { bg_color: { hex: "#3B2416" }, text_color: { hex: "#F3E2CC" }, accent_color: { hex: "#C97B2E" } },
    "true-autumn": { bg_color: { hex: "#F1DFC2" }, text_color: { hex: "#4A2A10" }, accent_color: { hex: "#B5651D" } },
    "cool-winter": { bg_color: { hex: "#EAF0F7" }, text_color: { hex: "#14213D" }, accent_color: { hex: "#2E5EAA" } },
    "bright-winter": { bg_color: { hex: "#FFFFFF" }, text_color: { hex: "#0B0B2B" }, accent_color: { hex: "#E0115F" } },
    "deep-winter": { bg_color: { hex: "#14121F" }, text_color: { hex: "#F1EEF8" }, accent_color: { hex: "#B0124A" } },
    "true-winter": { bg_color: { hex: "#F7F9FC" }, text_color: { hex: "#0A0A14" }, accent_color: { hex: "#C8102E" } },
  },

  fontSettings: {
    titleFont: "Bodoni",
    bodyFont: "Montserrat",
    accentFont: "Italianno",
    baseFontSizePx: 16,
  },

  skin: "default",
  skins: {
    default: {
      text: "#2E1A2B",
      label: "#5C3A52",
      page: "#FBF7F2",
      border: "#9A7A8E",
      card: "#FFFFFF",
      cardText: "#2E1A2B",
      input: "#FFFFFF",
      inputText: "#2E1A2B",
      button: "#7A2E56",
      buttonText: "#FFFFFF",
      secondaryButton: "#F3E3E8",
      secondaryButtonText: "#4A1F3D",
      navigation: "#2A1726",
      navigationText: "#F4ECEF",
      list: "#F6EEF0",
      listText: "#2E1A2B",
      radiusPx: 12,
    },
    lightTheme: {
      text: "#1F2328",
      label: "#4B5563",
      page: "#FFFFFF",
      border: "#8C8C96",
      card: "#F7F7F8",
      cardText: "#1F2328",
      input: "#FFFFFF",
      inputText: "#1F2328",
      button: "#4A1F3D",
      buttonText: "#FFFFFF",
      secondaryButton: "#EEE8EC",
      secondaryButtonText: "#3B1F35",
      navigation: "#FFFFFF",
      navigationText: "#2E1A2B",
      list: "#F4F4F6",
      listText: "#1F2328",
      radiusPx: 8,
    },
    darkTheme: {
      text: "#F4ECEF",
      label: "#CDB8C4",
      page: "#1A1218",
      border: "#7D6474",
      card: "#261B23",
      cardText: "#F4ECEF",
      input: "#2E222B",
      inputText: "#F4ECEF",
      button: "#E3A6B9",
      buttonText: "#1A1218",
      secondaryButton: "#3A2B35",
      secondaryButtonText: "#F4ECEF",
      navigation: "#120C10",
      navigationText: "#EBDDE3",
      list: "#221820",
      listText: "#F4ECEF",
      radiusPx: 12,
    },
  },

  // Drawn from each season's key colours (scripts/seed/covers).
  seasonPhotos,
  faq: [
    // Colour analysis
    {
      id: "what-is-color-analysis",
      category: "Colour analysis",
      question: "What is colour analysis, and what does 'sixteen seasons' mean?",
      answer:
        "Colour analysis compares how different colours interact with your skin, eyes and natural hair. Some make your skin look even and bright; others cast shadows, redness or a grey tone. We look at three things: whether you suit warm or cool colours, light or deep ones, and clear or soft ones. The four classic seasons (Spring, Summer, Autumn, Winter) each split into four sub-seasons, so there are sixteen in total. Your result is the sub-season whose palette flatters you most, plus its neighbour, which you can borrow from.",
    },
    {
      id: "what-to-wear-to-analysis",
      category: "Colour analysis",
      question: "What should I wear to my colour analysis?",
      answer:
        "Anything comfortable with a neckline you can tuck under a cape: we cover your clothes with a neutral grey cape so they don't colour the result. Please skip self-tan for a week beforehand, and if you wear glasses, bring them, because frames are part of your face. If your hair is dyed, come as you are; we will cover it with a grey wrap while we drape and then talk about hair colour at the end.",
    },
    {
      id: "why-no-makeup",
      category: "Colour analysis",
      question: "Do I really need to come without make-up?",
      answer:
        "Yes, please. Foundation, blusher, bronzer and even tinted moisturiser hide exactly the changes we are looking for: redness, shadows under the eyes and how even your skin tone looks against each colour. Mascara is fine. There is a make-up table with good light and a mirror in the studio if you want to put your make-up back on before you leave, and in the Colour & Make-up Palette session we apply your new shades together.",
    },
    {
      id: "how-long-does-analysis-take",
      category: "Colour analysis",
      question: "How long does an in-person colour analysis take?",
      answer:
        "Allow two and a half hours. About ninety minutes is draping, and the rest is about using your palette: how to combine colours, which neutrals to build on, make-up and hair colour suggestions, and questions about clothes you already own. Partner sessions take about four hours for two people, with a short break in between.",
    },
    {
      id: "why-daylight-matters",
      category: "Colour analysis",
      question: "Why do you only schedule in-person analyses during the day?",
      answer:
        "Because artificial light changes colour. Warm bulbs make everyone look more 'Autumn', and cool LEDs can make healthy skin look grey. We drape next to large north-facing windows, which give soft, steady daylight. On dark winter days we add high-CRI daylight lamps, and from November to February the last analysis of the day starts at 12:00 so the draping is finished before the light fades. Thursday evenings are kept for styling and wardrobe planning, where exact colour judgement matters less.",
    },
    {
      id: "does-my-season-change",
      category: "Colour analysis",
      question: "Will my season change if I tan, go grey or dye my hair?",
      answer:
        "Your season comes from the undertone of your skin and the colouring of your eyes, which stay largely stable. A summer tan or greying hair can shift you towards a neighbouring palette (for example from True Autumn towards Soft Autumn as hair softens), and we will show you which part of your palette to lean on when that happens. Dyeing your hair far from your natural colouring doesn't change your season, but it can change which of your colours look best near your face.",
    },

    // Booking & gifts
    {
      id: "how-to-book",
      category: "Booking & gifts",
      question: "How do I book, and do I pay in advance?",
      answer:
        "Choose a service and time on our booking page. For a colour analysis or a styling session, at the studio, by video, at your home or out in town, you pay a €50 deposit as the last step of booking online (or the full price, if you prefer) by iDEAL | Wero, card or Bancontact, through our payment provider Mollie; the rest is paid at your session. The deposit secures your slot, and you'll get a confirmation email with directions and a short preparation guide. A digital analysis is paid in full when you order it. For complete makeovers you book a free 20-minute call online first, so we only take payment once we have agreed a plan together.",
    },
    {
      id: "gift-voucher-validity",
      category: "Booking & gifts",
      question: "How do gift vouchers work, and how long are they valid?",
      answer:
        "Gift vouchers are bought and paid online and are valid for 2 years from the date of purchase; the expiry date is printed on the voucher. They can be used for any service up to their value: the recipient pays the difference if they choose something more, and if they use only part of it, the balance stays on the voucher until it expires. Choose an email voucher, sent straight away, or a printed card in a linen envelope, posted within two working days. Vouchers are transferable but can't be exchanged for cash. An unused voucher bought online can be returned for a full refund within 14 days of purchase.",
    },
    {
      id: "partner-and-group-sessions",
      category: "Booking & gifts",
      question: "Can I come with my partner or a group of friends?",
      answer:
        "Yes. A partner session analyses two people back to back, and many couples enjoy seeing how different their palettes are. Group sessions are for three or four people; that's the most our daylight area can seat while keeping the light on everyone's face consistent. Each person still gets their own full analysis and swatch wallet. For larger groups, ask us about our colour workshops.",
    },
    {
      id: "accessibility-of-studio",
      category: "Booking & gifts",
      question: "Is the studio accessible?",
      answer:
        "The studio is on the first floor of a listed canal house and is reached by a fairly steep staircase; there is no lift. If stairs are difficult for you, tell us when booking and we will arrange your session in the ground-floor room of our neighbours' gallery, which has good daylight, or come to your home within Utrecht at no extra cost.",
    },

    // Online & digital sessions
    {
      id: "online-vs-digital",
      category: "Online & digital sessions",
      question: "What is the difference between an online and a digital analysis?",
      answer:
        "An online analysis is a 90-minute live video call. A week before, we post you a set of 24 reference drapes; during the call you hold them under your chin one pair at a time while we watch your face and talk you through what we see, then you return them in the prepaid envelope. A digital analysis has no live call. You send photos taken to our instructions, an analyst spends about an hour comparing them, and you receive a written report and palette within five working days.",
    },
    {
      id: "accuracy-online-analysis",
      category: "Online & digital sessions",
      question: "How accurate is an online or digital analysis?",
      answer:
        "It is useful, but honestly less certain than sitting in our studio. Phone and laptop cameras adjust white balance automatically, screens display colour differently, and indoor light often has a yellow or blue cast. We reduce this by asking you to hold a white sheet of paper in every photo and to face a window in daylight, and in most cases we can identify your season confidently. If we can't decide between two neighbouring sub-seasons, we will say so, explain both, and credit the full price of your online or digital session towards an in-person analysis within six months.",
    },
    {
      id: "preparing-for-online-session",
      category: "Online & digital sessions",
      question: "What do I need for an online session?",
      answer:
        "A laptop or tablet on a stable surface (a phone on a stand works too), a seat facing a window between about 10:00 and 15:00, a plain white top, clean skin without make-up, your hair tied back, and a sheet of white printer paper. Switch off overhead lights and any beauty or background filter in your video app. We send a checklist and a short test call link a few days before.",
    },
    {
      id: "swatch-wallet-posting",
      category: "Online & digital sessions",
      question: "Will I get a swatch wallet if I don't come to the studio?",
      answer:
        "Yes. After an online or digital analysis we post your fabric swatch wallet within three working days by tracked mail. Delivery usually takes 1–2 working days within the Netherlands and 3–7 working days elsewhere in the EU. For the UK, Switzerland and Norway, allow up to two weeks; import charges may apply and are the recipient's responsibility.",
    },

    // Styling & wardrobe
    {
      id: "do-i-need-new-wardrobe",
      category: "Styling & wardrobe",
      question: "Will I have to replace my whole wardrobe?",
      answer:
        "No, and we would gently discourage it. Most clients already own a good share of their palette. We show you how to keep wearing pieces in 'wrong' colours: away from your face, as trousers, skirts or bags, or with a scarf in one of your colours near your face. Replace things naturally as they wear out, and use your swatch wallet when you do.",
    },
    {
      id: "what-happens-in-wardrobe-audit",
      category: "Styling & wardrobe",
      question: "What happens during a wardrobe audit?",
      answer:
        "We come to your home and go through your wardrobe with you, piece by piece. Together we sort items into keep, alter, store and let go, try on combinations you hadn't thought of, and photograph the outfits you like so you can find them again. We bring garment bags and take donations to a local charity shop if you like. You receive a short shopping list of the gaps that would make the most difference.",
    },
    {
      id: "styling-for-all-bodies",
      category: "Styling & wardrobe",
      question: "Do you work with men, plus-size clients and non-binary clients?",
      answer:
        "Absolutely. Colour works the same on every face, and good styling is about proportion, comfort and how you want to come across, not a particular body type or gender. Our guided shopping trips include shops with extended size ranges, and we adapt every recommendation to your budget.",
    },

    // Policies
    {
      id: "rescheduling-policy",
      category: "Policies",
      question: "Can I reschedule my appointment?",
      answer:
        "Yes. You can move your session to any free time up to 48 hours before it starts, as often as you need, using the link in your confirmation email. Your deposit or payment moves with it, so nothing is refunded and nothing extra is charged. After that you can no longer move it online, and cancelling counts as a late cancellation, for which we keep the deposit. If you are ill, let us know as soon as you can, even on the morning itself, and we will move your session once, with your payment, whatever the time.",
    },
    {
      id: "refund-policy",
      category: "Policies",
      question: "What is your refund policy?",
      answer:
        "Cancel 48 hours or more before your session and everything you paid is refunded in full, whether the deposit or the full price. Cancel later, or don't come, and we keep the deposit (€50 on a colour analysis) and refund anything you paid above it. If we have to cancel, you always get everything back. Refunds go back through Mollie to the way you paid, and any part paid with a gift voucher goes back onto the voucher. Online bookings also carry the 14-day EU right of withdrawal: within 14 days of booking you can withdraw for a full refund at any time until your session begins. If you ask us to hold your session within those 14 days, that right ends once the session has taken place. For a digital analysis you get a full refund until we start working on your photos, and none once we have started. Full details are in our refund policy.",
    },
    {
      id: "privacy-of-photos",
      category: "Policies",
      question: "What happens to the photos I send you?",
      answer:
        `Photos you send for a digital analysis are used only to prepare your result. They are stored encrypted, in storage that keeps them in the EU, where only you (through your order's private link) and our analysts can open them, and ${ANALYSIS_PHOTOS_PROMISE}: tick "Keep my photos for a follow-up" on your order's page, and untick it whenever you like. Your report stays on your order's page for ${ANALYSIS_REPORT_KEPT}. We do not record online sessions, and we never publish client photos, before-and-after images included, without separate written permission.`,
    },
  ],
};
