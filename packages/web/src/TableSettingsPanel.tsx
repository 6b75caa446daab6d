// The auto-pass and pacing settings, beside the table (table-settings.ts: what each one does).
import { PAUSES, readSettings, type TableSettings } from './table-settings.ts';

const KEY = 'arbiter.table-settings';

/** The settings kept in this browser. */
export function loadSettings(): TableSettings {
  return readSettings(localStorage.getItem(KEY));
}

export function saveSettings(s: TableSettings): void {
  localStorage.setItem(KEY, JSON.stringify(s));
}

interface Props {
  settings: TableSettings;
  change(s: TableSettings): void;
}

const PAUSE_WORDS = (ms: number) => (ms === 0 ? 'none' : `${(ms / 1000).toFixed(1)} s`);

export function TableSettingsPanel({ settings, change }: Props) {
  const flag = (
    key: 'stopMyTurn' | 'stopOpponentAttacks' | 'onlyWhenICanAct',
    label: string,
    hint: string,
  ) => (
    <label className="setting">
      <input
        type="checkbox"
        checked={settings[key]}
        data-setting={key}
        onChange={(e) => change({ ...settings, [key]: e.target.checked })}
      />
      <span>
        {label}
        <small>{hint}</small>
      </span>
    </label>
  );
  return (
    <details className="table-settings" data-testid="table-settings">
      <summary>Auto-pass and pacing</summary>
      <fieldset>
        <legend>Stop to act or pass</legend>
        {flag(
          'stopMyTurn',
          'In my turn',
          'Off: the timings to use an effect in your own turn are passed for you.',
        )}
        {flag(
          'stopOpponentAttacks',
          "At the opponent's attacks",
          "Off: the timings of the opponent's attacks (flash timing, defense, guard) are passed for you.",
        )}
        {flag(
          'onlyWhenICanAct',
          'Only when I can act',
          'On: a timing where you can only pass is passed for you, unless it is asked whatever your hidden hand holds.',
        )}
      </fieldset>
      <label className="setting">
        <span>Pause on each of the opponent&apos;s actions</span>
        <select
          value={settings.pauseMs}
          data-setting="pauseMs"
          onChange={(e) => change({ ...settings, pauseMs: Number(e.target.value) })}
        >
          {PAUSES.map((ms) => (
            <option key={ms} value={ms}>
              {PAUSE_WORDS(ms)}
            </option>
          ))}
        </select>
      </label>
    </details>
  );
}
