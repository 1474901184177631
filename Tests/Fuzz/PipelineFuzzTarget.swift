// libFuzzer target over the whole pipeline: parse, decode, graph, every rule (the ones
// off by default included), every reporter. Built by Tests/scripts/fuzz.sh.
//
// The first byte picks JSON (odd) or YAML (even); the rest is the document.
private let everyRuleOn = LintConfiguration.everyRuleOn

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let input = Array(UnsafeRawBufferPointer(start: start, count: count))
    let path = input[0] & 1 == 1 ? "fuzz.flow.json" : "fuzz.flow.yml"
    let file = SourceFile(path: path, bytes: Array(input.dropFirst()))
    let diagnostics = Linter(configuration: everyRuleOn).lint(file)
    for diagnostic in diagnostics {
        precondition(diagnostic.start.line >= 1 && diagnostic.start.column >= 1, "a position before the file")
        precondition(diagnostic.start <= diagnostic.end, "a diagnostic that ends before it starts")
    }
    let report = LintReport(diagnostics: diagnostics, files: [path], sources: [path: file])
    for reporter in ReporterRegistry.all {
        _ = reporter.init().render(report, style: ReportStyle(showsSource: true, usesColor: true))
        _ = reporter.init().render(report, style: ReportStyle())
    }
    return 0
}
