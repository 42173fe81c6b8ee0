import Foundation

/// The script added to every page the preview serves: it asks `/events`
/// for the version after the one the page was made at (the server answers
/// when a watched file changes, or after a while with the same version) and
/// reloads the page when the version moves. When the server goes away it
/// retries every second and reloads once it is back, since a restarted
/// server starts counting again. A click on a collapsible section's toggle
/// (`data-action="toggle"`) adds or removes the section in the URL's
/// `toggle` parameters and loads the page so, expanded or collapsed.
enum LiveReload {
    /// The `<script>` element for a page made at `version`.
    static func script(version: Int) -> String {
        """
        <script data-quilt-live-reload>
        (() => {
          const version = \(version);
          let lost = false;
          const poll = async () => {
            for (;;) {
              try {
                const response = await fetch('/events?since=' + version, {cache: 'no-store'});
                const state = await response.json();
                if (lost || state.version !== version) { location.reload(); return; }
              } catch (error) {
                lost = true;
                await new Promise((resolve) => setTimeout(resolve, 1000));
              }
            }
          };
          poll();
          document.addEventListener('click', (event) => {
            const owner = event.target.closest('[data-action="toggle"]')?.closest('[data-id]');
            if (!owner) return;
            const url = new URL(location.href);
            const toggled = new Set(url.searchParams.getAll('toggle'));
            if (!toggled.delete(owner.dataset.id)) toggled.add(owner.dataset.id);
            url.searchParams.delete('toggle');
            for (const id of toggled) url.searchParams.append('toggle', id);
            location.assign(url);
          });
        })();
        </script>

        """
    }

    /// `html` with the script for `version` before its last `</body>` (at
    /// the end when it has none).
    static func inject(into html: String, version: Int) -> String {
        PreviewDocument.insert(script(version: version), beforeBodyEndOf: html)
    }
}
