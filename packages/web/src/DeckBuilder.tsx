// The deck builder, for any game whose board gives a DeckSpec (its cards, filters and card face):
// search, filter and sort the cards Arbiter implements, add and remove them, and see at once every
// reason the deck is not legal, as the server checks it (POST /v1/decks/check, the check of `arbiter
// deck check`). Start from a built-in deck (GET /v1/decks), see the cost curve and type counts,
// import and export the text format, save decks in this browser. Cards the game keeps apart from
// the deck (DBSCG's leader, 5-1-2) are listed on their own.
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { api, ApiError } from './api.ts';
import type { DeckBuilderProps } from './boards/board.ts';
import { DeckStats } from './DeckStats.tsx';
import type { DeckSpec } from './deck-spec.ts';
import { sortCards, type SortKey } from './card-sort.ts';
import { deckSize, deckText, savedDecks } from './decks.ts';
import { keyOf } from './game-key.ts';
import type { BuiltInDeck, DeckCheck, DeckList } from './types.ts';

interface Props<C extends { id: string; name: string }> extends DeckBuilderProps {
  spec: DeckSpec<C>;
}

const PAGE = 60;

function describeError(e: unknown): string {
  if (e instanceof ApiError) return [e.message, ...e.problems].join(' ');
  return e instanceof Error ? e.message : String(e);
}

export function DeckBuilder<C extends { id: string; name: string }>({
  spec,
  initial,
  title,
  onLeave,
}: Props<C>) {
  const { game, format, book } = spec;
  // Saved decks are kept per game and format, by the lobby's key (Saga's and Eternal's apart).
  const savedKey = keyOf(game, format);
  const playable = spec.cards;
  const NO_FILTERS = useMemo(
    () =>
      Object.fromEntries([['text', ''], ...spec.filters.map((f) => [f.key, ''])]) as Record<string, string>,
    [spec],
  );
  /** Entries in a stable order: cost, then id. */
  const sorted = (cards: DeckList['cards']): DeckList['cards'] =>
    cards.slice().sort((a, b) => {
      const ca = book.get(a.id);
      const cb = book.get(b.id);
      return (ca ? spec.cost(ca) : 99) - (cb ? spec.cost(cb) : 99) || a.id.localeCompare(b.id);
    });

  const [deck, setDeck] = useState<DeckList>(
    () => (initial ? savedDecks.get(savedKey, initial) : undefined) ?? { name: 'My deck', cards: [] },
  );
  const [filters, setFilters] = useState<Record<string, string>>(NO_FILTERS);
  const [sortBy, setSortBy] = useState<SortKey>('cost');
  const [builtIn, setBuiltIn] = useState<BuiltInDeck[]>([]);
  const [startFrom, setStartFrom] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [preview, setPreview] = useState<string | null>(null);
  const [check, setCheck] = useState<DeckCheck | null>(null);
  /** The deck the last check answered for: the check is current only while it is this very deck. */
  const [checkedDeck, setCheckedDeck] = useState<DeckList | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [saved, setSaved] = useState<DeckList[]>(() => savedDecks.all(savedKey));
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
        .checkDeck(game, { deck: body }, format)
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
  }, [deck, game, format]);

  useEffect(() => {
    let live = true;
    api.builtInDecks(game, format).then(
      (r) => live && setBuiltIn(r.decks),
      // No built-in decks to start from: the builder works without them.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game, format]);

  const found = useMemo(() => {
    const q = (filters.text ?? '').trim().toLowerCase();
    const hits = playable.filter(
      (c) =>
        (!q || spec.searchText(c).toLowerCase().includes(q)) &&
        spec.filters.every((f) => !filters[f.key] || f.test(c, filters[f.key]!)),
    );
    return sortCards(hits, sortBy, spec.cost);
  }, [playable, filters, sortBy, spec]);
  const countOf = (id: string) => deck.cards.find((c) => c.id === id)?.count ?? 0;
  const isApart = (id: string) => {
    const c = book.get(id);
    return !!c && !!spec.apart?.test(c);
  };
  const apart = deck.cards.filter((c) => isApart(c.id));
  const main = deck.cards.filter((c) => !isApart(c.id));
  // The deck's size without the cards kept apart (a DBSCG deck is 50 cards besides its leader).
  const size = deckSize({ ...deck, cards: main });

  const change = (id: string, by: number) => {
    setNotice(null);
    setDeck((d) => {
      const have = d.cards.find((c) => c.id === id)?.count ?? 0;
      const next = Math.max(0, have + by);
      const rest = d.cards.filter((c) => c.id !== id);
      return { ...d, cards: sorted(next > 0 ? [...rest, { id, count: next }] : rest) };
    });
  };
  const setFilter = (k: string, v: string) => {
    setFilters((f) => ({ ...f, [k]: v }));
    setShown(PAGE);
  };

  const save = () => {
    const name = deck.name.trim();
    if (!name) {
      setNotice('Give the deck a name to save it.');
      return;
    }
    const ok = savedDecks.put({ name, cards: deck.cards, game: savedKey });
    setSaved(savedDecks.all(savedKey));
    setNotice(
      ok
        ? `Saved "${name}" in this browser${check?.valid ? '' : ' (not legal yet: it cannot be played until it is)'}.`
        : 'This browser keeps no storage: the deck could not be saved.',
    );
  };

  const doImport = () => {
    setImportError(null);
    api
      .checkDeck(game, { text: importText }, format)
      .then((r) => {
        const named = /^\s*#\s*name:/im.test(importText);
        setDeck({ name: named ? r.name : deck.name, cards: sorted(r.cards) });
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

  const startBuiltIn = () => {
    const d = builtIn.find((x) => x.id === startFrom);
    if (!d) return;
    setDeck({ name: d.name, cards: sorted(d.cards) });
    setNotice(`Started from the built-in deck "${d.name}": change it and save it under your own name.`);
  };

  const entry = (c: DeckList['cards'][number]) => {
    const name = book.get(c.id)?.name ?? c.id;
    return (
      <li key={c.id} data-entry={c.id} className={c.count > spec.copies ? 'over' : ''}>
        <span className="dl-count">{c.count}×</span>
        <button
          type="button"
          className="cl-name"
          title={`Show ${name}`}
          onClick={() => setPreview(c.id)}
          onFocus={() => setPreview(c.id)}
        >
          {name} <small>{c.id}</small>
        </button>
        <span className="stepper">
          <button type="button" aria-label={`One less ${name} (${c.id})`} onClick={() => change(c.id, -1)}>
            −
          </button>
          <button type="button" aria-label={`One more ${name} (${c.id})`} onClick={() => change(c.id, 1)}>
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
  };

  const previewInfo = preview ? book.get(preview) : undefined;
  const { Preview } = spec;
  const select = (id: string, label: string, options: readonly (readonly [string, string])[]) => (
    <div className="filter" key={id}>
      <label htmlFor={`filter-${id}`}>{label}</label>
      <select id={`filter-${id}`} value={filters[id] ?? ''} onChange={(e) => setFilter(id, e.target.value)}>
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
        <h1>Deck builder{title ? ` · ${title}` : ''}</h1>
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
                placeholder={spec.searchHint}
                onChange={(e) => setFilter('text', e.target.value)}
              />
            </div>
            {spec.filters.map((f) => select(f.key, f.label, f.options))}
            <div className="filter">
              <label htmlFor="sort-by">Sort by</label>
              <select id="sort-by" value={sortBy} onChange={(e) => setSortBy(e.target.value as SortKey)}>
                <option value="cost">Cost</option>
                <option value="name">Name</option>
                <option value="id">Card number</option>
              </select>
            </div>
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
                  <span className="cl-cost" style={spec.frame(c)} aria-label={spec.costLabel(c)}>
                    {spec.costText(c)}
                  </span>
                  <button
                    type="button"
                    className="cl-name"
                    title={`Show ${c.name}`}
                    onClick={() => setPreview(c.id)}
                    onFocus={() => setPreview(c.id)}
                    onMouseEnter={() => setPreview(c.id)}
                  >
                    {c.name}
                    <small> {spec.detail(c)}</small>
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
            {spec.apart && apart.length > 0 ? ` + ${spec.apart.title.toLowerCase()}` : ''}
          </h2>
          {builtIn.length > 0 && (
            <p className="field-row">
              <label htmlFor="start-from">Start from a built-in deck</label>
              <select id="start-from" value={startFrom} onChange={(e) => setStartFrom(e.target.value)}>
                <option value="">Choose…</option>
                {builtIn.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
              <button type="button" disabled={!startFrom} onClick={startBuiltIn}>
                Start from it
              </button>
            </p>
          )}
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
              <p>✓ {spec.legal(check)}</p>
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
          {spec.apart && (
            <div className="deck-apart" aria-label={spec.apart.title} role="group">
              <h3>{spec.apart.title}</h3>
              {apart.length === 0 ? (
                <p className="muted">{spec.apart.none}</p>
              ) : (
                <ul className="deck-list">{apart.map(entry)}</ul>
              )}
            </div>
          )}
          {main.length === 0 ? (
            <p className="muted">No cards yet: add some from the list.</p>
          ) : (
            <ul className="deck-list" aria-label="Deck">
              {main.map(entry)}
            </ul>
          )}
          <DeckStats cards={main} spec={spec} />
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
                      setDeck({ name: d.name, cards: sorted(d.cards) });
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
                      savedDecks.remove(savedKey, d.name);
                      setSaved(savedDecks.all(savedKey));
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
              <span>Deck list to import (one “{spec.exampleLine}” per line, # for comments)</span>
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
            <Preview card={previewInfo} />
          ) : (
            <p className="muted">Point at or focus a card to read it.</p>
          )}
        </section>
      </div>
    </main>
  );
}

/** A board's deck builder (Board.DeckBuilder) for its game's spec. */
export function deckBuilderOf<C extends { id: string; name: string }>(
  spec: DeckSpec<C>,
): ComponentType<DeckBuilderProps> {
  return function GameDeckBuilder(props: DeckBuilderProps) {
    return <DeckBuilder spec={spec} {...props} />;
  };
}
