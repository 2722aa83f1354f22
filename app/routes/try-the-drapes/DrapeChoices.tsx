import type { Drape } from "~/color/drapes";

type Season = { slug: Drape["seasonSlug"]; name: string };

/** A drape chosen from the sixteen, grouped by season. */
export function DrapeSelect({ id, label, drapes, seasons, value, onChange }: { id: string; label: string; drapes: readonly Drape[]; seasons: readonly Season[]; value: string; onChange: (slug: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {seasons.map((season) => (
          <optgroup key={season.slug} label={season.name}>
            {drapes
              .filter((drape) => drape.seasonSlug === season.slug)
              .map((drape) => (
                <option key={drape.slug} value={drape.slug}>
                  {drape.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** The drape's colour, one of its palette's: a row of swatches that are radio buttons. */
export function ColourChoice({ name, legend, drape, value, onChange }: { name: string; legend: string; drape: Drape; value: number; onChange: (index: number) => void }) {
  return (
    <fieldset className="drape-colours">
      <legend>{legend}</legend>
      <div className="drape-colours__list">
        {drape.colors.map((color, index) => (
          <label key={color.hex + color.name} className="drape-colours__option" title={color.name}>
            <input type="radio" name={name} value={index} checked={index === value} onChange={() => onChange(index)} aria-label={color.name} />
            <span className="drape-colours__chip" style={{ backgroundColor: color.hex }} aria-hidden="true" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
