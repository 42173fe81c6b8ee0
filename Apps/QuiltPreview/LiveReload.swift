import Foundation

/// The script added to every page the preview serves: it asks `/events`
/// for the version after the one the page was made at (the server answers
/// when a watched file changes, or after a while with the same version) and
/// reloads the page when the version moves. When the server goes away it
/// retries every second and reloads once it is back, since a restarted
/// server starts counting again.
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
        })();
        </script>

        """
    }

    /// `html` with the script for `version` before its last `</body>` (at
    /// the end when it has none).
    static func inject(into html: String, version: Int) -> String {
        let script = script(version: version)
        guard let close = html.range(of: "</body>", options: .backwards) else { return html + script }
        return html.replacingCharacters(in: close.lowerBound..<close.lowerBound, with: script)
    }
}
