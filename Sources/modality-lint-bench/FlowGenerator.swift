/// Generates large, realistic-shaped flows for the benchmark: every presentation style,
/// alerts, action sheets, popovers, push chains, cycles and diamonds (many paths to the
/// same screens), in YAML and in JSON with the same content.
struct FlowGenerator {
    /// Screens per block; each block is a small app section.
    static let blockSize = 10

    let screenCount: Int

    /// One block: a hub in a navigation container, a detail screen that several screens
    /// push (a diamond), an editor sheet with confirmation, a camera full screen, a popover
    /// of filters, an alert, an action sheet, a form sheet with a picker, and a share sheet.
    /// The hub of each block pushes the next block's hub, and the last wraps to the first,
    /// so the whole flow is one long cycle.
    private func screens() -> [(id: String, fields: [(String, Value)])] {
        var result: [(id: String, fields: [(String, Value)])] = []
        let blocks = max(1, screenCount / FlowGenerator.blockSize)
        var random = SplitMix64(seed: 42)
        for block in 0..<blocks {
            let p = "b\(block)"
            let nextHub = "b\((block + 1) % blocks)_hub"
            let farDetail = "b\(Int(random.next() % UInt64(blocks)))_detail"
            func action(_ label: String, _ pairs: [(String, Value)]) -> Value {
                .map([("label", .string(label))] + pairs)
            }
            result.append(("\(p)_hub", [
                ("title", .string("Section \(block)")),
                ("container", .string("navigation")),
                ("actions", .list([
                    action("Open", [("push", .string("\(p)_detail"))]),
                    action("Next Section", [("push", .string(nextHub))]),
                    action("New Item", [("present", .string("\(p)_editor")), ("style", .string("pageSheet"))]),
                    action("Filters", [("present", .string("\(p)_filters")), ("style", .string("popover")),
                                       ("compact", .string("pageSheet"))]),
                    action("Scan", [("present", .string("\(p)_camera")), ("style", .string("fullScreen"))]),
                    action("Share", [("present", .string("\(p)_share"))]),
                ])),
            ]))
            result.append(("\(p)_detail", [
                ("title", .string("Item \(block)")),
                ("loads", .bool(true)),
                ("loadingIndicator", .string("spinner")),
                ("actions", .list([
                    action("Related", [("push", .string(farDetail))]),
                    action("Back to Section", [("push", .string("\(p)_hub"))]),
                    action("Delete", [("present", .string("\(p)_alert"))]),
                ])),
            ]))
            result.append(("\(p)_editor", [
                ("title", .string("New Item")),
                ("container", .string("navigation")),
                ("editsContent", .bool(true)),
                ("dismissGesture", .string("confirm")),
                ("actions", .list([
                    action("Cancel", [("role", .string("cancel")), ("dismiss", .bool(true)),
                                      ("confirm", .string("\(p)_discard"))]),
                    action("Done", [("role", .string("done")), ("dismiss", .bool(true))]),
                    action("Choose Category", [("push", .string("\(p)_picker"))]),
                    action("Details", [("present", .string("\(p)_form")), ("style", .string("formSheet"))]),
                ])),
            ]))
            result.append(("\(p)_picker", [
                ("title", .string("Category")),
                ("actions", .list([action("Done", [("role", .string("done")), ("dismiss", .bool(true))])])),
            ]))
            result.append(("\(p)_discard", [
                ("kind", .string("actionSheet")),
                ("title", .string("Discard this item?")),
                ("actions", .list([
                    action("Discard Changes", [("role", .string("destructive"))]),
                    action("Keep Editing", [("role", .string("cancel"))]),
                ])),
            ]))
            result.append(("\(p)_camera", [
                ("title", .string("Scan")),
                ("content", .list([.string("camera")])),
                ("actions", .list([
                    action("Close", [("role", .string("close")), ("dismiss", .bool(true))]),
                    action("Use Photo", [("role", .string("done")), ("dismiss", .bool(true))]),
                ])),
            ]))
            result.append(("\(p)_filters", [
                ("title", .string("Filters")),
                ("actions", .list([
                    action("Sort", [("push", .string("\(p)_form"))]),
                    action("Reset", [("present", .string("\(p)_alert"))]),
                ])),
            ]))
            result.append(("\(p)_form", [
                ("title", .string("Details")),
                ("content", .list([.string("form")])),
                ("actions", .list([
                    action("Cancel", [("role", .string("cancel")), ("dismiss", .bool(true))]),
                    action("Save", [("role", .string("done")), ("dismiss", .bool(true))]),
                ])),
            ]))
            result.append(("\(p)_alert", [
                ("kind", .string("alert")),
                ("title", .string("Delete this item?")),
                ("message", .string("This can’t be undone — «\(block)» 完了.")),
                ("actions", .list([
                    action("Delete", [("role", .string("destructive"))]),
                    action("Cancel", [("role", .string("cancel"))]),
                ])),
            ]))
            result.append(("\(p)_share", [
                ("kind", .string("shareSheet")),
                ("title", .string("Share")),
                ("actions", .list([action("Cancel", [("role", .string("cancel"))])])),
            ]))
        }
        return result
    }

    indirect enum Value {
        case string(String)
        case bool(Bool)
        case list([Value])
        case map([(String, Value)])
    }

    func yaml() -> String {
        var out = "# generated by modality-lint-bench\napp: Benchmark\ndevices: [iphone, ipad]\n"
        out += "defaults:\n  transition: coverVertical\nscreens:\n"
        for screen in screens() {
            out += "  \(screen.id):\n"
            for (key, value) in screen.fields { writeYAML(key, value, indent: 4, into: &out) }
        }
        return out
    }

    private func writeYAML(_ key: String, _ value: Value, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .string(let text): out += "\(pad)\(key): \(yamlScalar(text))\n"
        case .bool(let flag): out += "\(pad)\(key): \(flag)\n"
        case .map(let pairs):
            out += "\(pad)\(key):\n"
            for (k, v) in pairs { writeYAML(k, v, indent: indent + 2, into: &out) }
        case .list(let items):
            if items.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                out += "\(pad)\(key): [" + items.map { if case .string(let s) = $0 { return yamlScalar(s) } else { return "" } }.joined(separator: ", ") + "]\n"
                return
            }
            out += "\(pad)\(key):\n"
            for item in items {
                guard case .map(let pairs) = item else { continue }
                // Half the actions as block mappings, half as flow mappings.
                if pairs.count <= 2 {
                    out += "\(pad)  - { " + pairs.map { "\($0.0): \(inlineYAML($0.1))" }.joined(separator: ", ") + " }\n"
                } else {
                    for (index, (k, v)) in pairs.enumerated() {
                        out += index == 0 ? "\(pad)  - \(k): \(inlineYAML(v))\n" : "\(pad)    \(k): \(inlineYAML(v))\n"
                    }
                }
            }
        }
    }

    private func inlineYAML(_ value: Value) -> String {
        switch value {
        case .string(let text): return yamlScalar(text)
        case .bool(let flag): return String(flag)
        default: return ""
        }
    }

    private func yamlScalar(_ text: String) -> String {
        if text.contains(where: { ":#{}[],'\"«—’?".contains($0) }) {
            return "\"" + text.replacingQuotes() + "\""
        }
        return text
    }

    func json() -> String {
        var out = "{\n  \"app\": \"Benchmark\",\n  \"devices\": [\"iphone\", \"ipad\"],\n"
        out += "  \"defaults\": {\"transition\": \"coverVertical\"},\n  \"screens\": {\n"
        let all = screens()
        for (index, screen) in all.enumerated() {
            out += "    \"\(screen.id)\": " + jsonValue(.map(screen.fields))
            out += index + 1 < all.count ? ",\n" : "\n"
        }
        out += "  }\n}\n"
        return out
    }

    private func jsonValue(_ value: Value) -> String {
        switch value {
        case .string(let text): return "\"" + text.replacingQuotes() + "\""
        case .bool(let flag): return String(flag)
        case .list(let items): return "[" + items.map(jsonValue).joined(separator: ", ") + "]"
        case .map(let pairs): return "{" + pairs.map { "\"\($0.0)\": \(jsonValue($0.1))" }.joined(separator: ", ") + "}"
        }
    }
}

private extension String {
    func replacingQuotes() -> String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar == "\"" || scalar == "\\" { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}

/// A small deterministic generator, so every run benchmarks the same flows.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
