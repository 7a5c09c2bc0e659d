/** The page shell: head, skip link, navigation, main and footer, shared by every page. */
import type { ComponentChildren } from 'preact'

/** Navigation entries, in order; `current` marks the page being shown. */
const NAV = [
  { href: '/match/warehouse', text: 'Warehouse' },
  { href: '/match/cleaning', text: 'Cleaning' },
  { href: '/match/restaurant', text: 'Restaurant' },
  { href: '/home', text: 'Home vacuums' },
  { href: '/pricing', text: 'Pricing' },
  { href: '/docs', text: 'API docs' },
] as const

export interface LayoutProps {
  title: string
  /** Path of the page, to mark its navigation entry. */
  path: string
  description?: string
  /**
   * Where this page's stylesheet and script are served (default the site's `/assets/…`): billing
   * pages serve the same ones under their own paths, so they keep their look with `--no-site`.
   */
  assets?: { css: string; js: string }
  children: ComponentChildren
}

export function Layout({ title, path, description, assets, children }: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · robomatch`}</title>
        {description ? <meta name="description" content={description} /> : null}
        <link rel="stylesheet" href={assets?.css ?? '/assets/site.css'} />
        <script src={assets?.js ?? '/assets/site.js'} defer></script>
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="site">
          <div class="bar">
            <a class="brand" href="/">
              robomatch
            </a>
            <nav aria-label="Main">
              <ul>
                {NAV.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} aria-current={path === item.href ? 'page' : undefined}>
                      {item.text}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </header>
        <main id="main">{children}</main>
        <footer class="site">
          <p>
            Recommendations by robomatch’s rules-based engine, the same one that answers the <a href="/docs">API</a>. Sponsored vendors get at most a small
            boost, and only when they already fit your answers.
          </p>
        </footer>
      </body>
    </html>
  )
}

/** A two-column table of labelled figures (ROI key figures, tier limits), numbers right-aligned. */
export function FiguresTable({ rows, caption }: { rows: ReadonlyArray<readonly [string, string]>; caption?: string }) {
  return (
    <div class="table-wrap">
      <table>
        {caption ? <caption class="muted">{caption}</caption> : null}
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td class="num">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
