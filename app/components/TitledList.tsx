type Props = {
  items: ReadonlyArray<{ title: string; text: string }>;
  /** Numbered (`ol`), for steps in order; else a plain `ul`. */
  ordered?: boolean;
  className?: string;
  itemClassName?: string;
  /** The items' language where it is not the page's (content left in English on a Dutch page). */
  lang?: string;
};

/** Short points, each a heading and a paragraph: the steps of a session, what sets the studio apart. */
export function TitledList({ items, ordered = false, className, itemClassName, lang }: Props) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className} lang={lang}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
