// Card faces drawn from the card's facts and generated text: no images.
import type { CSSProperties } from 'react';
import { KeywordList } from '../Keywords.tsx';
import { frameOf } from '../parts.tsx';
import type { CardInfo, Color } from './types.ts';

export const COLOR_HEX: Record<Color, string> = {
  red: '#c62828',
  purple: '#7b1fa2',
  white: '#cfd8dc',
  yellow: '#f9a825',
  green: '#2e7d32',
  blue: '#1565c0',
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function frameStyle(colors: readonly Color[]): CSSProperties {
  return frameOf(colors.map((c) => COLOR_HEX[c]));
}

/** A coloured core-cost symbol (reduction) or card symbol. */
function Symbol({ colors, kind }: { colors: readonly Color[]; kind: 'reduction' | 'symbol' }) {
  const label = colors.map(cap).join('/');
  return (
    <span
      className={`sym sym-${kind}`}
      style={frameStyle(colors)}
      title={`${label} ${kind === 'symbol' ? 'symbol' : 'reduction'}`}
      aria-label={`${label} ${kind === 'symbol' ? 'symbol' : 'reduction symbol'}`}
      role="img"
    />
  );
}

/** The whole card: frame, cost and reductions, name, types, levels, symbols and its text. */
export function CardFace({ info, level }: { info: CardInfo; level?: number }) {
  const types = info.spiritTypes.length ? ` — ${info.spiritTypes.join(' / ')}` : '';
  return (
    <article className="face" aria-label={`${info.name} card`}>
      <div className="face-frame" style={frameStyle(info.colors)}>
        <header className="face-head">
          <span className="cost" title="Cost" aria-label={`Cost ${info.cost}`}>
            {info.cost}
          </span>
          <span className="reductions" aria-label="Reduction symbols">
            {info.reduction.map((c, i) => (
              <Symbol key={i} colors={[c]} kind="reduction" />
            ))}
          </span>
          <span className="face-id">{info.id}</span>
        </header>
        <div className="face-body">
          <h3 className="face-name">
            {info.name}
            {info.additionalName ? <small> {info.additionalName}</small> : null}
          </h3>
          <p className="face-type">
            {cap(info.type)}
            {info.token ? ' (token)' : ''}
            {types}
            {info.colors.length ? ` · ${info.colors.map(cap).join('/')}` : ''}
          </p>
          {info.keywords?.length ? (
            <p className="face-keywords">
              Keywords: <KeywordList keywords={info.keywords} reminders={info.reminders} />
            </p>
          ) : null}
          {info.levels.length > 0 && (
            <table className="levels">
              <tbody>
                {info.levels.map((l) => (
                  <tr key={l.level} className={level === l.level ? 'current' : ''}>
                    <th scope="row">LV{l.level}</th>
                    <td>
                      <span className="core-dot" aria-hidden="true" /> {l.cores}
                    </td>
                    <td>{l.bp !== undefined ? `${l.bp} BP` : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="face-text">
            {info.text.length === 0 ? <p className="muted">(no abilities)</p> : null}
            {info.text.map((t, i) => (
              <p key={i}>{t}</p>
            ))}
          </div>
          <footer className="face-symbols" aria-label="Symbols">
            {info.symbols.map((s, i) => (
              <Symbol key={i} colors={s} kind="symbol" />
            ))}
          </footer>
        </div>
      </div>
    </article>
  );
}

/** Cores as dots: the soul core is a distinct gold dot. */
export function Cores({ n, soul, label }: { n: number; soul: boolean; label: string }) {
  const dots = Math.min(n, 10);
  const words = `${label}: ${n} core${n === 1 ? '' : 's'}${soul ? ' and the soul core' : ''}`;
  return (
    <span className="cores" role="img" aria-label={words} title={words}>
      {soul && <span className="core soul" aria-hidden="true" />}
      {Array.from({ length: dots }, (_, i) => (
        <span key={i} className="core" aria-hidden="true" />
      ))}
      {n > dots && <span className="core-more">+{n - dots}</span>}
      <span className="core-count" aria-hidden="true">
        {n}
        {soul ? '+S' : ''}
      </span>
    </span>
  );
}
