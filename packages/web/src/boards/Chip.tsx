// A card on the table, for every game's board: a button when the pending decision lets you pick it,
// otherwise focusable (and clickable) to read it; pointing at it or focusing it shows its face.
import type { CSSProperties, ReactNode } from 'react';
import type { Interaction } from './board.ts';

interface ChipProps {
  objId: number;
  /** The card id whose face the preview shows. */
  card: string;
  ix: Interaction;
  className: string;
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function Chip({ objId, card, ix, className, label, style, children }: ChipProps) {
  const target = ix.targets.has(objId);
  const chosen = ix.chosen.has(objId);
  const pointed = ix.pointed === objId;
  // Aimed at by the card armed (an attacker's cards to attack): marked apart from the other targets.
  const aimed = target && ix.aimed.has(objId);
  const cls =
    `${className}${target ? ' target' : ''}${aimed ? ' aim-target' : ''}` +
    `${chosen ? ' chosen' : ''}${pointed ? ' pointed' : ''}`;
  const common = {
    className: cls,
    ...(style ? { style } : {}),
    'data-obj': objId,
    onMouseEnter: () => ix.preview(card),
    onFocus: () => ix.preview(card),
    title: label,
  };
  if (target) {
    return (
      // The name is the hidden text, not an aria-label: a label that leaves out the face's visible
      // text fails WCAG 2.5.3 (label in name) for speech users; the face is shown, not read twice.
      <button type="button" {...common} onClick={() => ix.pick(objId)}>
        <span className="visually-hidden">{`${label} (${aimed ? 'can be aimed at' : 'can be chosen'})`}</span>
        <span aria-hidden="true">{children}</span>
      </button>
    );
  }
  return (
    <div {...common} tabIndex={0} role="img" aria-label={label} onClick={() => ix.preview(card)}>
      {children}
    </div>
  );
}
