# Shortens the output of `swift test --quiet` for CI logs: drops the build's
# progress lines, keeps everything else (compiler errors and warnings, issues,
# prints), lists the skipped tests with their reasons — the lines
# `↷ skipped NAME: REASON` that Quilt's prerequisite traits print, since the
# runner's summary does not count skips — and ends with the runner's summary.
# Without --quiet it also drops Swift Testing's per-test lines.
#
# Usage: swift test --quiet 2>&1 | awk -f .ci/test-summary.awk

# A case's arguments may span lines: swallow them up to the line ending the
# "started." message (or up to the next line that starts a message).
continued {
    if ($0 ~ /^(◇|✔|✘|➜|↳|↷)/) {
        continued = 0
    } else {
        if ($0 ~ / started\.$/) continued = 0
        next
    }
}

/^\[[0-9]+\/[0-9]+\] / { steps++; next }

/^(✔|✘) Test run with / { summary = $0; next }

/^↷ skipped / { skipped[++skips] = substr($0, length("↷ skipped ") + 1); next }
/^➜ (Test|Suite) .* skipped/ { next }

/^◇ (Test|Suite) .* started\.$/ { next }
/^◇ Test case passing / { if ($0 !~ / started\.$/) continued = 1; next }

/^✔ (Test|Suite) .* passed after / { next }

# XCTest's empty run, printed before Swift Testing's.
/^Test Suite '.*' (started|passed) at / { next }
/^[[:space:]]+Executed 0 tests, with 0 failures/ { next }

{ print }

END {
    if (steps > 1) printf "(%d build progress lines not shown)\n", steps
    if (summary != "") {
        printf "%d test(s) skipped%s\n", skips, (skips > 0 ? ":" : ".")
        for (i = 1; i <= skips; i++) print "  " skipped[i]
        print summary
    }
}
