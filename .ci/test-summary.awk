# Shortens the output of `swift test` for CI logs: drops the build's progress
# lines and Swift Testing's per-test "◇ … started." / "✔ … passed after" lines,
# keeps everything else (compiler errors and warnings, issues, prints), lists
# the skipped tests with their reasons (the runner's summary does not count
# them) and ends with the runner's summary line.
#
# Usage: swift test 2>&1 | awk -f .ci/test-summary.awk

# A case's arguments may span lines: swallow them up to the line ending the
# "started." message (or up to the next line that starts a message).
continued {
    if ($0 ~ /^(◇|✔|✘|➜|↳)/) {
        continued = 0
    } else {
        if ($0 ~ / started\.$/) continued = 0
        next
    }
}

/^\[[0-9]+\/[0-9]+\] / { steps++; next }

/^(✔|✘) Test run with / { summary = $0; next }

/^➜ Test .* skipped/ { skipped[++skips] = $0; next }

/^◇ (Test|Suite) .* started\.$/ { next }
/^◇ Test case passing / { if ($0 !~ / started\.$/) continued = 1; next }

/^✔ (Test|Suite) .* passed after / { next }

{ print }

END {
    if (steps > 1) printf "(%d build progress lines not shown)\n", steps
    if (summary != "") {
        printf "%d test(s) skipped%s\n", skips, (skips > 0 ? ":" : ".")
        for (i = 1; i <= skips; i++) print "  " skipped[i]
        print summary
    }
}
