import { getOpenApiDocument } from '@/lib/api/openapi';
import { HTTP_METHODS, type OpenApiDocument, type OpenApiOperation } from '@/contract/openapi';
import { getTranslator } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';
import styles from './api-reference.module.css';

type Entry = { path: string; method: (typeof HTTP_METHODS)[number]; operation: OpenApiOperation };

function byTag(doc: OpenApiDocument): Array<[string, Entry[]]> {
  const groups = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      groups.set(tag, [...(groups.get(tag) ?? []), { path, method, operation }]);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The API's OpenAPI document as a readable, server-rendered reference. */
export async function ApiReference({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'common');
  let doc: OpenApiDocument;
  try {
    doc = await getOpenApiDocument(country, lang);
  } catch {
    return (
      <p role="alert" className={styles.page}>
        {t('swagger.unavailable')}
      </p>
    );
  }
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>
          {t('swagger.title')} <span className={styles.version}>{doc.info.version}</span>
        </h1>
        <p>{t('swagger.intro')}</p>
        {doc.info.description ? <p className={styles.muted}>{doc.info.description}</p> : null}
        <a href="/api/web/v1/openapi.json">{t('swagger.download')}</a>
      </header>
      {byTag(doc).map(([tag, entries]) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className={styles.group}>
          <h2 id={`tag-${tag}`}>{tag}</h2>
          {entries.map(({ path, method, operation }) => (
            <details key={`${method} ${path}`} className={styles.operation}>
              <summary>
                <span className={`${styles.method} ${styles[method]}`}>{method.toUpperCase()}</span>
                <code className={styles.path}>{path}</code>
                {operation.summary ? <span className={styles.summary}>{operation.summary}</span> : null}
              </summary>
              {operation.parameters?.length ? (
                <>
                  <h3>{t('swagger.parameters')}</h3>
                  <ul className={styles.params}>
                    {operation.parameters.map((p) => (
                      <li key={`${p.in}-${p.name}`}>
                        <code>{p.name}</code> <span className={styles.muted}>({p.in})</span>
                        {p.required ? <strong> {t('swagger.required')}</strong> : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {operation.requestBody ? (
                <>
                  <h3>{t('swagger.body')}</h3>
                  <pre className={styles.schema}>
                    {JSON.stringify(operation.requestBody.content['application/json']?.schema ?? {}, null, 2)}
                  </pre>
                </>
              ) : null}
              <h3>{t('swagger.responses')}</h3>
              <ul className={styles.params}>
                {Object.entries(operation.responses).map(([code, response]) => (
                  <li key={code}>
                    <code>{code}</code> {response.description}
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}
