// inputmotion-bench: the project's benchmarks, which are not part of the app.
//
//     inputmotion-bench              the core motion bench (ns per value; MotionBench.swift)
//     inputmotion-bench demo [ARGS]  the demo with the bench's probe (BenchProbe.swift), as
//                                    bench.py runs it beside the C peer (bench-peer.c)
//     inputmotion-bench state WHAT   writes a saved state for the start-up runs (messages:N,
//                                    paragraph:BYTES; BenchProbe.writeState) and exits
//
// meson-helpers/bench builds both and runs bench.py.

import Glibc
import InputMotionGtk

let arguments = CommandLine.arguments
if arguments.count > 1, arguments[1] == "demo" {
    exit(MainActor.assumeIsolated {
        Translations.setUp()
        if let scenario = getenv("INPUTMOTION_BENCH") { BenchProbe.writeConversation(forScenario: String(cString: scenario)) }
        let application = DemoApplication()
        application.onWindowCreated = { BenchProbe.attachIfRequested(to: $0) }
        return application.run([arguments[0]] + arguments.dropFirst(2))
    })
}
if arguments.count > 2, arguments[1] == "state" {
    exit(MainActor.assumeIsolated { BenchProbe.writeState(arguments[2]) } ? 0 : 2)
}
MainActor.assumeIsolated { MotionBench.run() }
