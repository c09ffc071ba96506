/**
 * The demo dealer site's React page (/react): real React 19 rendering <UpshiftWidget> from
 * @upshift/react, in StrictMode, with controls for the vehicle, the mode and mounting, and a log of
 * the callbacks it gets. Bundled by rollup (without the app's preact alias) to dist/site/react-demo.js.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { UpshiftWidget, useUpshift } from '../src/index.ts';

type Vehicle = { id: string; name: string };
type Config = { src: string; campaign: string; dealer?: string; locale?: 'en' | 'es'; vehicles: Vehicle[] };
type Entry = { id: number; text: string };

let nextEntry = 0;

function Demo({ config }: { config: Config }) {
  const [shown, setShown] = useState(true);
  const [inline, setInline] = useState(false);
  const [vehicle, setVehicle] = useState(config.vehicles[0]?.id ?? '');
  const [entries, setEntries] = useState<Entry[]>([]);
  const { open } = useUpshift();
  const log = (text: string) => setEntries((list) => [{ id: nextEntry++, text }, ...list].slice(0, 50));

  return (
    <>
      <div className="react-controls">
        <label className="react-field">
          Vehicle of interest
          <select value={vehicle} onChange={(e) => setVehicle(e.currentTarget.value)}>
            {config.vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={inline} onChange={(e) => setInline(e.currentTarget.checked)} /> Inline on this
          page
        </label>
        <button type="button" className="btn btn-secondary" onClick={() => setShown((s) => !s)}>
          {shown ? 'Remove the widget' : 'Add the widget'}
        </button>
        {shown && !inline && (
          <button type="button" className="btn btn-primary" onClick={() => open('/')}>
            Shop with Upshift
          </button>
        )}
      </div>
      {shown && (
        <UpshiftWidget
          src={config.src}
          campaign={config.campaign}
          {...(config.dealer ? { dealer: config.dealer } : {})}
          {...(config.locale ? { locale: config.locale } : {})}
          vehicle={vehicle}
          inline={inline}
          className="react-inline"
          onReady={() => log('onReady')}
          onOpen={({ route }) => log(`onOpen ${route}`)}
          onClose={() => log('onClose')}
          onNavigate={({ route }) => log(`onNavigate ${route}`)}
          onTrack={(data) => log(`onTrack ${'pageType' in data ? `page ${data.pageType}` : data.event}`)}
          onLead={({ kind }) => log(`onLead ${kind}`)}
          onError={({ code }) => log(`onError ${code}`)}
        />
      )}
      <h2 id="react-log-title">Callbacks</h2>
      <div role="log" aria-labelledby="react-log-title">
        <ol className="react-log">
          {entries.map((entry) => (
            <li key={entry.id}>{entry.text}</li>
          ))}
        </ol>
      </div>
    </>
  );
}

const root = document.getElementById('react-demo');
if (root?.dataset.config) {
  createRoot(root).render(
    <StrictMode>
      <Demo config={JSON.parse(root.dataset.config) as Config} />
    </StrictMode>,
  );
}
