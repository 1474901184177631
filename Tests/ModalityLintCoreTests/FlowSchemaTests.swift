import Foundation
import XCTest
@testable import ModalityLintCore

final class FlowSchemaTests: XCTestCase {
    private func schema() throws -> [String: Any] {
        let text = FlowSchema.jsonText()
        XCTAssertTrue(text.hasSuffix("}\n"))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any])
    }

    private func definition(_ name: String, in schema: [String: Any]) throws -> [String: Any] {
        let definitions = try XCTUnwrap(schema["definitions"] as? [String: Any])
        return try XCTUnwrap(definitions[name] as? [String: Any], "no definition \(name)")
    }

    private func properties(_ object: [String: Any]) throws -> [String: [String: Any]] {
        try XCTUnwrap(object["properties"] as? [String: [String: Any]])
    }

    private func enumValues(_ property: [String: Any]?) -> [String]? {
        if let values = property?["enum"] as? [String] { return values }
        return (property?["items"] as? [String: Any])?["enum"] as? [String]
    }

    func testDocumentLevel() throws {
        let schema = try schema()
        XCTAssertEqual(schema["$schema"] as? String, "http://json-schema.org/draft-07/schema#")
        XCTAssertEqual(schema["type"] as? String, "object")
        XCTAssertEqual(schema["required"] as? [String], ["app", "screens"])
        XCTAssertEqual(schema["additionalProperties"] as? Bool, false)
        let properties = try properties(schema)
        XCTAssertEqual(Set(properties.keys), ["app", "devices", "entry", "defaults", "screens"])
        XCTAssertEqual(enumValues(properties["devices"]), Device.allCases.map(\.rawValue))
        XCTAssertEqual(properties["devices"]?["uniqueItems"] as? Bool, true)
        XCTAssertEqual(properties["devices"]?["minItems"] as? Int, 1)
        let screens = try XCTUnwrap(properties["screens"])
        XCTAssertEqual(screens["minProperties"] as? Int, 1)
        XCTAssertEqual((screens["propertyNames"] as? [String: Any])?["pattern"] as? String, "^[A-Za-z0-9._-]+$")
        XCTAssertEqual((screens["additionalProperties"] as? [String: Any])?["$ref"] as? String, "#/definitions/screen")
    }

    func testEveryFieldOfEveryTableIsDescribedAndClosed() throws {
        let schema = try schema()
        let tables: [(String, [String])] = [
            ("defaults", FlowFields.defaults.fieldNames), ("screen", FlowFields.screen.fieldNames),
            ("action", FlowFields.action.fieldNames), ("lint", FlowFields.lint.fieldNames),
        ]
        for (name, fields) in tables {
            let definition = try definition(name, in: schema)
            XCTAssertEqual(definition["additionalProperties"] as? Bool, false, name)
            XCTAssertEqual(Set(try properties(definition).keys), Set(fields), name)
        }
        for (field, property) in try properties(definition("screen", in: schema)) where property["$ref"] == nil {
            XCTAssertFalse((property["description"] as? String ?? "").isEmpty, "screen.\(field) has no description")
        }
    }

    func testEnumerationsComeFromTheVocabulary() throws {
        let schema = try schema()
        let screen = try properties(definition("screen", in: schema))
        XCTAssertEqual(enumValues(screen["kind"]), ScreenKind.allCases.map(\.rawValue))
        XCTAssertEqual(enumValues(screen["container"]), ContainerKind.allCases.map(\.rawValue))
        XCTAssertEqual(enumValues(screen["presentation"]), PresentationStyle.allCases.map(\.rawValue))
        XCTAssertEqual(enumValues(screen["transition"]), TransitionStyle.allCases.map(\.rawValue))
        XCTAssertEqual(enumValues(screen["content"]), ContentKind.allCases.map(\.rawValue))
        XCTAssertEqual(enumValues(screen["dismissGesture"]), DismissGesture.allCases.map(\.rawValue))
        XCTAssertEqual(enumValues(screen["loadingIndicator"]), LoadingIndicator.allCases.map(\.rawValue))
        XCTAssertEqual(screen["editsContent"]?["type"] as? String, "boolean")
        let action = try properties(definition("action", in: schema))
        XCTAssertEqual(enumValues(action["role"]), ActionRole.allCases.map(\.rawValue))
        XCTAssertEqual(enumValues(action["compact"]), CompactStyle.allNames)
        let lint = try properties(definition("lint", in: schema))
        XCTAssertEqual(enumValues(lint["disable"]), RuleRegistry.descriptions.map(\.id) + ["all"])
    }

    func testActionConstraints() throws {
        let action = try definition("action", in: try schema())
        XCTAssertEqual(action["required"] as? [String], ["label"])
        let dependencies = try XCTUnwrap(action["dependencies"] as? [String: [String]])
        XCTAssertEqual(dependencies, ["style": ["present"], "transition": ["present"], "compact": ["present"]])
        XCTAssertEqual((action["not"] as? [String: Any])?["required"] as? [String], ["present", "push"])
        XCTAssertEqual(try definition("screen", in: try schema())["type"] as? [String], ["object", "null"],
                       "a screen with nothing after its id is an empty screen")
    }

    /// The decoder accepts every name the schema offers, and refuses a name it does not.
    func testDecoderAcceptsWhatTheSchemaOffers() throws {
        let schema = try schema()
        let screenFields = try properties(definition("screen", in: schema))
        for (field, property) in screenFields {
            guard let names = enumValues(property) else { continue }
            let isList = property["type"] as? String == "array"
            for name in names {
                let value = isList ? "[\"\(name)\"]" : "\"\(name)\""
                let text = #"{"app": "A", "screens": {"a": {"\#(field)": \#(value)}}}"#
                XCTAssertEqual(decodeProblems(text), [], "\(field): \(name)")
            }
            let wrong = isList ? "[\"zzzzzz\"]" : "\"zzzzzz\""
            XCTAssertEqual(decodeProblems(#"{"app": "A", "screens": {"a": {"\#(field)": \#(wrong)}}}"#).count, 1, field)
        }
        let actionFields = try properties(definition("action", in: schema))
        for (field, property) in actionFields {
            guard let names = enumValues(property) else { continue }
            for name in names {
                let text = #"{"app": "A", "screens": {"a": {"actions": [{"label": "x", "present": "a", "\#(field)": "\#(name)"}]}}}"#
                XCTAssertEqual(decodeProblems(text), [], "\(field): \(name)")
            }
        }
    }

    private func decodeProblems(_ json: String) -> [String] {
        let file = SourceFile(path: "t.json", text: json)
        return FlowDecoder.decode(FlowParser.parse(file.bytes, as: .json).root, file: file).problems.map(\.message)
    }
}
