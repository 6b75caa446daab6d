// The deck builder: search and filter the cards Arbiter implements, add and remove them, and see
// at once every reason the deck is not legal, as the server checks it (POST /v1/decks/check, the
// check of `arbiter deck check`). Import and export the text format; save decks in this browser.
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError } from '../../api.ts';
import { deckSize, deckText, savedDecks } from '../../decks.ts';
import type { DeckCheck, DeckList } from '../../types.ts';
import type { CardBook } from './book.ts';
import { CardFace, frameStyle } from './CardFace.tsx';
import type { CardInfo, Color } from './types.ts';

interface Props {
  /** The game whose decks these are (saved decks and checks are per game). */
  game: string;
  cards: CardInfo[];
  book: CardBook;
  /** A saved deck to open first. */
  initial: string | null;
  onLeave(): void;
}

const COLORS: Color[] = ['red', 'purple', 'white', 'yellow', 'green', 'blue'];
const TYPES = ['spirit', 'nexus', 'magic'] as const;
const PAGE = 60;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

interface Filters {
  text: string;
  color: string;
  type: string;
  cost: string;
  spiritType: string;
  keyword: string;
}

const NO_FILTERS: Filters = { text: '', color: '', type: '', cost: '', spiritType: '', keyword: '' };

function matches(c: CardInfo, f: Filters): boolean {
  const q = f.text.trim().toLowerCase();
  if (q && !`${c.name} ${c.additionalName ?? ''} ${c.id}`.toLowerCase().includes(q)) return false;
  if (f.color && !c.colors.includes(f.color as Color)) return false;
  if (f.type && c.type !== f.type) return false;
  if (f.cost && (f.cost === '8+' ? c.cost < 8 : c.cost !== Number(f.cost))) return false;
  if (f.spiritType && !c.spiritTypes.includes(f.spiritType)) return false;
  if (f.keyword && !(c.keywords ?? []).includes(f.keyword)) return false;
  return true;
}

function describeError(e: unknown): string {
  if (e instanceof ApiError) return [e.message, ...e.problems].join(' ');
  return e instanceof Error ? e.message : String(e);
}

/** Entries in a stable order: cost, then id. */
function sorted(cards: DeckList['cards'], book: CardBook): DeckList['cards'] {
  return cards.slice().sort((a, b) => {
    const ca = book.get(a.id)?.cost ?? 99;
    const cb = book.get(b.id)?.cost ?? 99;
    return ca - cb || a.id.localeCompare(b.id);
  });
}

export function DeckBuilder({ game, cards, book, initial, onLeave }: Props) {
  const playable = useMemo(() => cards.filter((c) => !c.token), [cards]);
  const spiritTypes = useMemo(() => [...new Set(playable.flatMap((c) => c.spiritTypes))].sort(), [playable]);
  const keywords = useMemo(() => [...new Set(playable.flatMap((c) => c.keywords ?? []))].sort(), [playable]);

  const [deck, setDeck] = useState<DeckList>(
    () => (initial ? savedDecks.get(game, initial) : undefined) ?? { name: 'My deck', cards: [] },
  );
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [shown, setShown] = useState(PAGE);
  const [preview, setPreview] = useState<string | null>(null);
  const [check, setCheck] = useState<DeckCheck | null>(null);
  /** The deck the last check answered for: the check is current only while it is this very deck. */
  const [checkedDeck, setCheckedDeck] = useState<DeckList | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [saved, setSaved] = useState<DeckList[]>(() => savedDecks.all(game));
  const [notice, setNotice] = useState<string | null>(null);
  const [importText, setImportText] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  const asked = useRef(0);

  // Live validation: the server checks every change (debounced); the latest answer wins.
  useEffect(() => {
    const n = ++asked.current;
    const t = setTimeout(() => {
      const body: DeckList = { name: deck.name.trim() || 'custom', cards: deck.cards };
      api
        .checkDeck(game, { deck: body })
        .then((r) => {
          if (n !== asked.current) return;
          setCheck(r);
          setCheckedDeck(deck);
          setCheckError(null);
        })
        .catch((e: unknown) => {
          if (n === asked.current) setCheckError(describeError(e));
        });
    }, 120);
    return () => clearTimeout(t);
  }, [deck, game]);

  const found = useMemo(() => playable.filter((c) => matches(c, filters)), [playable, filters]);
  const countOf = (id: string) => deck.cards.find((c) => c.id === id)?.count ?? 0;
  const size = deckSize(deck);

  const change = (id: string, by: number) => {
    setNotice(null);
    setDeck((d) => {
      const have = d.cards.find((c) => c.id === id)?.count ?? 0;
      const next = Math.max(0, have + by);
      const rest = d.cards.filter((c) => c.id !== id);
      return { ...d, cards: sorted(next > 0 ? [...rest, { id, count: next }] : rest, book) };
    });
  };
  const setFilter = (k: keyof Filters, v: string) => {
    setFilters((f) => ({ ...f, [k]: v }));
    setShown(PAGE);
  };

  const save = () => {
    const name = deck.name.trim();
    if (!name) {
      setNotice('Give the deck a name to save it.');
      return;
    }
    const ok = savedDecks.put({ name, cards: deck.cards, game });
    setSaved(savedDecks.all(game));
    setNotice(
      ok
        ? `Saved "${name}" in this browser${check?.valid ? '' : ' (not legal yet: it cannot be played until it is)'}.`
        : 'This browser keeps no storage: the deck could not be saved.',
    );
  };

  const doImport = () => {
    setImportError(null);
    api
      .checkDeck(game, { text: importText })
      .then((r) => {
        const named = /^\s*#\s*name:/im.test(importText);
        setDeck({ name: named ? r.name : deck.name, cards: sorted(r.cards, book) });
        setNotice(`Imported ${r.size} cards.`);
        setImportText('');
      })
      .catch((e: unknown) => setImportError(describeError(e)));
  };

  const exportText = deckText({ name: deck.name.trim() || 'custom', cards: deck.cards });
  const download = () => {
    const url = URL.createObjectURL(new Blob([exportText], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${(deck.name.trim() || 'deck').replace(/[^\w.-]+/g, '-')}.txt`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const previewInfo = preview ? book.get(preview) : undefined;
  const select = (id: keyof Filters, label: string, options: [string, string][]) => (
    <div className="filter">
      <label htmlFor={`filter-${id}`}>{label}</label>
      <select id={`filter-${id}`} value={filters[id]} onChange={(e) => setFilter(id, e.target.value)}>
        <option value="">Any</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <main className="builder">
      <header className="builder-head">
        <h1>Deck builder</h1>
        <button type="button" onClick={onLeave}>
          Back to the lobby
        </button>
      </header>
      <div className="builder-grid">
        <section className="panel search" aria-labelledby="search-title">
          <h2 id="search-title">Cards</h2>
          <div className="filters" role="search">
            <div className="filter filter-text">
              <label htmlFor="filter-text">Search</label>
              <input
                id="filter-text"
                type="search"
                value={filters.text}
                placeholder="Name or card id"
                onChange={(e) => setFilter('text', e.target.value)}
              />
            </div>
            {select(
              'color',
              'Colour',
              COLORS.map((c) => [c, cap(c)]),
            )}
            {select(
              'type',
              'Type',
              TYPES.map((t) => [t, cap(t)]),
            )}
            {select('cost', 'Cost', [
              ...Array.from({ length: 8 }, (_, i): [string, string] => [String(i), String(i)]),
              ['8+', '8 or more'],
            ])}
            {select(
              'spiritType',
              'Spirit type',
              spiritTypes.map((t) => [t, t]),
            )}
            {select(
              'keyword',
              'Keyword',
              keywords.map((k) => [k, k]),
            )}
            <button type="button" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </button>
          </div>
          <p className="muted" aria-live="polite" data-testid="found">
            {found.length} card{found.length === 1 ? '' : 's'} found
          </p>
          <ul className="card-list">
            {found.slice(0, shown).map((c) => {
              const n = countOf(c.id);
              return (
                <li key={c.id} data-card={c.id}>
                  <span className="cl-cost" style={frameStyle(c.colors)} aria-label={`Cost ${c.cost}`}>
                    {c.cost}
                  </span>
                  <button
                    type="button"
                    className="cl-name"
                    aria-label={`Show ${c.name} (${c.id})`}
                    onClick={() => setPreview(c.id)}
                    onFocus={() => setPreview(c.id)}
                    onMouseEnter={() => setPreview(c.id)}
                  >
                    {c.name}
                    <small>
                      {' '}
                      {c.id} · {cap(c.type)}
                      {c.keywords?.length ? ` · ${c.keywords.join(', ')}` : ''}
                    </small>
                  </button>
                  {n > 0 && (
                    <span className="cl-have" aria-label={`${n} in the deck`}>
                      ×{n}
                    </span>
                  )}
                  <button
                    type="button"
                    className="cl-add"
                    aria-label={`Add ${c.name} (${c.id})`}
                    onClick={() => change(c.id, 1)}
                  >
                    Add
                  </button>
                </li>
              );
            })}
          </ul>
          {found.length > shown && (
            <button type="button" onClick={() => setShown(shown + PAGE)}>
              Show {Math.min(PAGE, found.length - shown)} more
            </button>
          )}
        </section>

        <section className="panel deck" aria-labelledby="deck-title">
          <h2 id="deck-title">
            Your deck <span data-testid="deck-size">{size}</span> card{size === 1 ? '' : 's'}
          </h2>
          <p className="field-row">
            <label htmlFor="deck-name">Deck name</label>
            <input
              id="deck-name"
              value={deck.name}
              maxLength={100}
              onChange={(e) => setDeck({ ...deck, name: e.target.value })}
            />
          </p>
          <div
            className={`deck-check ${check?.valid ? 'ok' : 'bad'}`}
            data-testid="deck-check"
            data-valid={check && checkedDeck === deck ? (check.valid ? 'yes' : 'no') : ''}
            aria-live="polite"
          >
            {checkError ? (
              <p className="error">{checkError}</p>
            ) : !check ? (
              <p className="muted">Checking…</p>
            ) : check.valid ? (
              <p>✓ A legal Saga deck (5-1): {check.size} cards.</p>
            ) : (
              <>
                <p>Not legal yet:</p>
                <ul className="problems">
                  {check.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          {deck.cards.length === 0 ? (
            <p className="muted">No cards yet: add some from the list.</p>
          ) : (
            <ul className="deck-list">
              {deck.cards.map((c) => {
                const info = book.get(c.id);
                const name = info?.name ?? c.id;
                return (
                  <li key={c.id} data-entry={c.id} className={c.count > 4 ? 'over' : ''}>
                    <span className="dl-count">{c.count}×</span>
                    <button
                      type="button"
                      className="cl-name"
                      aria-label={`Show ${name} (${c.id})`}
                      onClick={() => setPreview(c.id)}
                      onFocus={() => setPreview(c.id)}
                    >
                      {name} <small>{c.id}</small>
                    </button>
                    <span className="stepper">
                      <button
                        type="button"
                        aria-label={`One less ${name} (${c.id})`}
                        onClick={() => change(c.id, -1)}
                      >
                        −
                      </button>
                      <button
                        type="button"
                        aria-label={`One more ${name} (${c.id})`}
                        onClick={() => change(c.id, 1)}
                      >
                        +
                      </button>
                      <button
                        type="button"
                        aria-label={`Remove every ${name} (${c.id})`}
                        onClick={() => change(c.id, -c.count)}
                      >
                        ✕
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="field-row">
            <button type="button" className="primary" onClick={save}>
              Save deck
            </button>
            <button
              type="button"
              onClick={() => {
                setDeck({ name: 'My deck', cards: [] });
                setNotice(null);
              }}
            >
              New deck
            </button>
          </p>
          {notice && (
            <p role="status" className="notice">
              {notice}
            </p>
          )}

          <h3>Saved in this browser</h3>
          {saved.length === 0 ? (
            <p className="muted">None yet.</p>
          ) : (
            <ul className="game-list saved-decks">
              {saved.map((d) => (
                <li key={d.name}>
                  {d.name} ({deckSize(d)} cards){' '}
                  <button
                    type="button"
                    aria-label={`Open ${d.name}`}
                    onClick={() => {
                      setDeck({ name: d.name, cards: sorted(d.cards, book) });
                      setNotice(null);
                    }}
                  >
                    Open
                  </button>{' '}
                  <button
                    type="button"
                    aria-label={`Delete ${d.name}`}
                    onClick={() => {
                      if (!window.confirm(`Delete the saved deck "${d.name}"?`)) return;
                      savedDecks.remove(game, d.name);
                      setSaved(savedDecks.all(game));
                    }}
                  >
                    Delete
                  </button>
                </li>
              ))}
            </ul>
          )}

          <details className="io">
            <summary>Import / export as text</summary>
            <label className="stack">
              <span>Deck list to import (one “4 BSS01-001” per line, # for comments)</span>
              <textarea
                rows={6}
                value={importText}
                onChange={(e) => setImportText(e.target.value)}
                spellCheck={false}
              />
            </label>
            <p className="field-row">
              <button type="button" disabled={!importText.trim()} onClick={doImport}>
                Import
              </button>
            </p>
            {importError && (
              <p role="alert" className="error">
                {importError}
              </p>
            )}
            <label className="stack">
              <span>This deck as text</span>
              <textarea rows={6} readOnly value={exportText} onFocus={(e) => e.target.select()} />
            </label>
            <p className="field-row">
              <button type="button" onClick={download}>
                Download .txt
              </button>
              <button type="button" onClick={() => void navigator.clipboard?.writeText(exportText)}>
                Copy
              </button>
            </p>
          </details>
        </section>

        <section className="panel builder-preview" aria-label="Card preview">
          {previewInfo ? (
            <CardFace info={previewInfo} />
          ) : (
            <p className="muted">Point at or focus a card to read it.</p>
          )}
        </section>
      </div>
    </main>
  );
}
