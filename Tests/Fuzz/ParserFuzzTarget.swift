// libFuzzer target over the parsers. Built by Tests/scripts/fuzz.sh together with the
// core's sources into one module, so there is no `import ModalityLintCore`.
//
// The first byte picks JSON (odd) or YAML (even); the rest is the document. Any crash,
// hang, sanitizer report or broken invariant below is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let input = Array(UnsafeRawBufferPointer(start: start, count: count))
    let kind: SyntaxKind = input[0] & 1 == 1 ? .json : .yaml
    let bytes = Array(input.dropFirst())
    let parsed = FlowParser.parse(bytes, as: kind)
    if let error = parsed.error {
        precondition(error.span.start >= 0 && error.span.start <= bytes.count, "error outside the input")
        precondition(!error.message.isEmpty, "an error without a message")
    }
    if let root = parsed.root {
        precondition(root.span.start >= 0 && root.span.end <= bytes.count, "a node outside the input")
        _ = NodeJSONWriter.render(root)
    }
    // Positions of every comment must be computable.
    let file = SourceFile(path: "fuzz", bytes: bytes)
    for comment in parsed.comments { _ = file.position(at: comment.span.start) }
    return 0
}
