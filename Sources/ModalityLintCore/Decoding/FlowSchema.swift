/// The JSON Schema (draft-07, which editors and yaml-language-server read best) of flow
/// files, generated from the same field tables the decoder uses, so that what the editor
/// completes and flags is what the linter accepts.
///
/// Two checks are beyond a schema and only the linter makes them: that an id names a screen
/// of the document, and that `confirm` names an alert or an action sheet.
public enum FlowSchema {
    /// The schema as pretty-printed JSON text, ending in a newline.
    public static func jsonText() -> String {
        var output = ""
        schema().write(to: &output, indent: 0)
        return output + "\n"
    }

    static let draft = "http://json-schema.org/draft-07/schema#"

    static func schema() -> SchemaJSON {
        var definitions: [(String, SchemaJSON)] = []
        var document = objectSchema(FlowFields.document, definitions: &definitions)
        document.insert(("title", .string("modality-lint flow file")), at: 0)
        document.insert(("$schema", .string(draft)), at: 0)
        document.append(("definitions", .object(definitions)))
        return .object(document)
    }

    /// The schema of one mapping; nested tables become definitions referenced by name.
    private static func objectSchema<Target>(
        _ table: FieldTable<Target>, allowsNull: Bool = false, definitions: inout [(String, SchemaJSON)]
    ) -> [(String, SchemaJSON)] {
        var properties: [(String, SchemaJSON)] = []
        var dependencies: [(String, SchemaJSON)] = []
        for field in table.fields {
            properties.append((field.name, fieldSchema(field, definitions: &definitions)))
            if field.describesPresent {
                dependencies.append((field.name, .array([.string(FlowFields.presentField)])))
            }
        }
        var object: [(String, SchemaJSON)] = [
            ("type", allowsNull ? .array([.string("object"), .string("null")]) : .string("object")),
            ("description", .string(table.summary)),
            ("properties", .object(properties)),
        ]
        let required = table.fields.filter(\.isRequired).map { SchemaJSON.string($0.name) }
        if !required.isEmpty { object.append(("required", .array(required))) }
        object.append(("additionalProperties", .bool(false)))
        if !dependencies.isEmpty { object.append(("dependencies", .object(dependencies))) }
        let exclusive = FlowFields.exclusiveFields(of: table.name)
        if !exclusive.isEmpty {
            object.append(("not", .object([("required", .array(exclusive.map { .string($0) }))])))
        }
        return object
    }

    private static func fieldSchema<Target>(
        _ field: FlowField<Target>, definitions: inout [(String, SchemaJSON)]
    ) -> SchemaJSON {
        let description: (String, SchemaJSON) = ("description", .string(field.summary))
        switch field.kind {
        case .value(let shape, _):
            return .object(valueSchema(shape) + [description])
        case .nested(let nested):
            define(nested, definitions: &definitions)
            return reference(nested.name)
        case .screens:
            define(FlowFields.screen, allowsNull: true, definitions: &definitions)
            return .object([
                ("type", .string("object")),
                description,
                ("minProperties", .number(1)),
                ("propertyNames", .object([("pattern", .string(ScreenIDSyntax.pattern))])),
                ("additionalProperties", reference(FlowFields.screen.name)),
            ])
        case .actions:
            define(FlowFields.action, definitions: &definitions)
            return .object([
                ("type", .string("array")),
                description,
                ("items", reference(FlowFields.action.name)),
            ])
        }
    }

    private static func valueSchema(_ shape: ValueShape) -> [(String, SchemaJSON)] {
        switch shape {
        case .string(let nonEmpty):
            // The decoder refuses a string of nothing but white space.
            return [("type", .string("string"))] + (nonEmpty ? [("pattern", .string("\\S"))] : [])
        case .bool:
            return [("type", .string("boolean"))]
        case .name(let set):
            return [("type", .string("string")), ("enum", .array(set.names.map { .string($0) }))]
        case .nameList(let set, let nonEmpty, let unique):
            var schema: [(String, SchemaJSON)] = [
                ("type", .string("array")),
                ("items", .object([("type", .string("string")), ("enum", .array(set.names.map { .string($0) }))])),
            ]
            if nonEmpty { schema.append(("minItems", .number(1))) }
            if unique { schema.append(("uniqueItems", .bool(true))) }
            return schema
        case .screenID:
            // Whether it names a screen of the document is beyond a schema.
            return [("type", .string("string")), ("pattern", .string(ScreenIDSyntax.pattern))]
        case .ruleIDList:
            let ids = RuleRegistry.descriptions.map(\.id) + [FlowFields.allRules]
            return [
                ("type", .string("array")),
                ("items", .object([("type", .string("string")), ("enum", .array(ids.map { .string($0) }))])),
            ]
        }
    }

    private static func define<Target>(
        _ table: FieldTable<Target>, allowsNull: Bool = false, definitions: inout [(String, SchemaJSON)]
    ) {
        guard !definitions.contains(where: { $0.0 == table.name }) else { return }
        // Reserve the name first so that a table reachable from itself is defined once.
        let slot = definitions.count
        definitions.append((table.name, .object([])))
        definitions[slot].1 = .object(objectSchema(table, allowsNull: allowsNull, definitions: &definitions))
    }

    private static func reference(_ name: String) -> SchemaJSON {
        .object([("$ref", .string("#/definitions/\(name)"))])
    }
}

/// Just enough JSON to write a schema: objects keep their keys in the order given, so the
/// output is stable and reads like the documentation.
indirect enum SchemaJSON {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([SchemaJSON])
    case object([(String, SchemaJSON)])

    func write(to output: inout String, indent: Int) {
        switch self {
        case .string(let text):
            JSONString.append(text, to: &output)
        case .number(let number):
            output += String(number)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .array(let items):
            // Lists of names stay on one line; they are long only in one direction.
            if items.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                output += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { output += ", " }
                    item.write(to: &output, indent: indent)
                }
                output += "]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                item.write(to: &output, indent: indent + 1)
                output += index + 1 < items.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                JSONString.append(key, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + 1)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }
}
