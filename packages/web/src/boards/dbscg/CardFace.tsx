// DBSCG card faces drawn from the card's facts and the text generated from Arbiter's skill
// definitions (GET /v1/cards?game=dbscg): no images, no printed text.
import type { CSSProperties } from 'react';
import { KeywordList } from '../Keywords.tsx';
import { frameOf } from '../parts.tsx';
import type { DbsCardInfo, DbsColor } from './types.ts';

export const DBS_COLOR_HEX: Record<DbsColor, string> = {
  red: '#c62828',
  blue: '#1565c0',
  green: '#2e7d32',
  yellow: '#f9a825',
  black: '#37474f',
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function dbsFrame(colors: readonly DbsColor[]): CSSProperties {
  return frameOf(colors.map((c) => DBS_COLOR_HEX[c]));
}

const TYPE_NAMES: Record<DbsCardInfo['type'], string> = {
  leader: 'Leader Card',
  battle: 'Battle Card',
  extra: 'Extra Card',
};

/**
 * The whole card: colours, type, energy cost, power (a leader's back side too), combo power and
 * cost, character names, special traits, keywords and its text. `flipped`: the leader shows its back.
 */
export function DbsCardFace({ info, flipped }: { info: DbsCardInfo; flipped?: boolean }) {
  const side = flipped && info.back ? info.back : { name: info.name, power: info.power };
  return (
    <article className="face dbs-face" aria-label={`${side.name} card`} data-preview={info.id}>
      <div className="face-frame" style={dbsFrame(info.colors)}>
        <header className="face-head">
          {info.cost && (
            <span className="cost" title="Energy cost" aria-label={`Energy cost ${info.cost.text}`}>
              {info.cost.total}
            </span>
          )}
          <span className="dbs-cost-text">{info.cost ? `Cost ${info.cost.text}` : ''}</span>
          <span className="face-id">{info.id}</span>
        </header>
        <div className="face-body">
          <h3 className="face-name">{side.name}</h3>
          <p className="face-type">
            {TYPE_NAMES[info.type]}
            {info.back ? (flipped ? ' · back side' : ' · front side') : ''}
            {' · '}
            {info.colors.map(cap).join('/')}
          </p>
          <dl className="dbs-facts">
            {info.type !== 'extra' && (
              <>
                <dt>Power</dt>
                <dd>{side.power}</dd>
              </>
            )}
            {info.back && !flipped && (
              <>
                <dt>Back side</dt>
                <dd>
                  {info.back.name} ({info.back.power} power)
                </dd>
              </>
            )}
            {info.combo && (
              <>
                <dt>Combo</dt>
                <dd>
                  +{info.combo.power} power, cost {info.combo.cost}
                </dd>
              </>
            )}
            {info.characters.length > 0 && (
              <>
                <dt>Character</dt>
                <dd>{info.characters.join(' / ')}</dd>
              </>
            )}
            {info.traits.length > 0 && (
              <>
                <dt>Special trait</dt>
                <dd>{info.traits.join(' / ')}</dd>
              </>
            )}
            {info.keywords.length > 0 && (
              <>
                <dt>Keywords</dt>
                <dd>
                  <KeywordList keywords={info.keywords} reminders={info.reminders} />
                </dd>
              </>
            )}
          </dl>
          <div className="face-text">
            {info.text.length === 0 ? <p className="muted">(no skills)</p> : null}
            {info.text.map((t, i) => (
              <p key={i}>{t}</p>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}
