/**
 * The four questions of the "find your likely season" questionnaire (scored in
 * ~/color/season-quiz), each with its options: the wording a visitor reads. Plain data, no
 * valibot, so the page's form can render them without taking the scoring's schemas along.
 */
export const QUIZ_QUESTIONS = [
  {
    name: "undertone",
    legend: "Undertone",
    hint: "The hue under the surface of your skin, not how pale or dark it is.",
    options: [
      { value: "warm", label: "Warm", hint: "Gold jewellery lights you up; skin reads peachy, golden or olive." },
      { value: "cool", label: "Cool", hint: "Silver flatters you; skin reads pink, rosy or bluish." },
      { value: "neutral", label: "Neutral", hint: "Gold and silver both work, and it is hard to tell." },
    ],
  },
  {
    name: "depth",
    legend: "Depth",
    hint: "How light or deep your hair, eyes and skin look together.",
    options: [
      { value: "light", label: "Light", hint: "Light hair and eyes, fair to light skin." },
      { value: "medium", label: "Medium", hint: "Neither very light nor very deep overall." },
      { value: "deep", label: "Deep", hint: "Dark hair and eyes, or deep skin." },
    ],
  },
  {
    name: "chroma",
    legend: "Chroma",
    hint: "Whether clear, vivid colours or muted, dusty ones look more at home on you.",
    options: [
      { value: "soft", label: "Soft", hint: "Muted, greyed colours blend with you; brights wear you." },
      { value: "medium", label: "Medium", hint: "Somewhere between; neither extreme stands out." },
      { value: "bright", label: "Bright", hint: "Vivid, clear colours make you glow; dusty ones look dull." },
    ],
  },
  {
    name: "contrast",
    legend: "Contrast",
    hint: "The difference in depth between your hair, skin and eyes.",
    options: [
      { value: "low", label: "Low", hint: "Hair, skin and eyes are close in depth." },
      { value: "medium", label: "Medium", hint: "Some difference, but nothing striking." },
      { value: "high", label: "High", hint: "Dark hair against light skin, or bright eye whites against deep skin." },
    ],
  },
] as const;
