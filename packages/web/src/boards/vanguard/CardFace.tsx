// Vanguard card faces drawn from the card's facts (section 2) and the text generated from Arbiter's
// ability definitions (GET /v1/cards?game=vanguard): no images, no printed text.
import type { CSSProperties, ReactNode } from 'react';
import { KeywordList } from '../Keywords.tsx';
import { frameOf } from '../parts.tsx';
import type { VgCardInfo } from './types.ts';

/** A frame colour per nation (2.17), else per clan (2.2): a stable hue, dark enough for white text. */
export function vgFrame(info: VgCardInfo | undefined): CSSProperties {
  if (!info) return frameOf([]);
  const key = info.nation ?? info.clan;
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return frameOf([`hsl(${h}, 45%, 30%)`]);
}

export const TYPE_NAMES: Record<VgCardInfo['type'], string> = {
  normal_unit: 'Normal Unit',
  trigger_unit: 'Trigger Unit',
  g_unit: 'G Unit',
};

const words = (s: string): string => s.replace(/_/g, ' ');

/** 2.8: a trigger icon in words. */
export const triggerName = (t: string): string => `${t.charAt(0).toUpperCase()}${t.slice(1)} trigger`;

/** The whole card: grade, power, shield, critical, trigger and skill icons, clan, race, nation, text. */
export function VgCardFace({ info }: { info: VgCardInfo }) {
  const facts: [string, ReactNode][] = [
    ['Grade', String(info.grade)],
    ['Power', String(info.power)],
    ['Shield', info.shield === null ? 'none' : String(info.shield)],
    ['Critical', String(info.critical)],
  ];
  if (info.trigger) facts.push(['Trigger', triggerName(info.trigger)]);
  // Each skill with its reminder on hover or focus (11.2 to 11.4).
  if (info.skills.length)
    facts.push([
      'Skills',
      <KeywordList
        keywords={info.skills.map(words)}
        reminders={Object.fromEntries(info.skills.map((s) => [words(s), info.reminders?.[s] ?? '']))}
      />,
    ]);
  if (info.sentinel) facts.push(['Keyword', 'Sentinel']);
  facts.push(['Clan', info.clan], ['Race', info.race]);
  if (info.nation) facts.push(['Nation', info.nation]);
  const text = info.text.split('\n').filter((l) => l.trim());
  return (
    <article className="face vg-face" aria-label={`${info.name} card`} data-preview={info.id}>
      <div className="face-frame" style={vgFrame(info)}>
        <header className="face-head">
          <span className="cost" title="Grade" aria-label={`Grade ${info.grade}`}>
            {info.grade}
          </span>
          <span className="vg-head-text">{TYPE_NAMES[info.type]}</span>
          <span className="face-id">{info.id}</span>
        </header>
        <div className="face-body">
          <h3 className="face-name">{info.name}</h3>
          <dl className="vg-facts">
            {facts.map(([k, v]) => (
              <div key={k} className="vg-fact">
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
          <div className="face-text">
            {text.length === 0 ? <p className="muted">(no abilities)</p> : null}
            {text.map((t, i) => (
              <p key={i}>{t}</p>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}
