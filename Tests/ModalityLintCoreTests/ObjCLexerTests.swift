import XCTest
@testable import ModalityLintCore

/// The Objective-C lexer: strings, `@` words, preprocessor lines, comments, problems.
final class ObjCLexerTests: XCTestCase {
    private func shapes(_ source: String) -> [String] {
        let file = ObjCLexer.lex(Array(source.utf8))
        return file.tokens.map { "\($0.kind):\(file.text(of: $0))" }
    }

    func testMethodsMessagesAndKeywords() {
        XCTAssertEqual(shapes("@implementation A\n- (IBAction)cancel:(id)sender { [self dismissViewControllerAnimated:YES completion:nil]; }\n@end"), [
            "atKeyword:@implementation", "identifier:A", "operator:-", "punctuation:(", "identifier:IBAction",
            "punctuation:)", "identifier:cancel", "punctuation::", "punctuation:(", "identifier:id", "punctuation:)",
            "identifier:sender", "punctuation:{", "punctuation:[", "identifier:self", "identifier:dismissViewControllerAnimated",
            "punctuation::", "identifier:YES", "identifier:completion", "punctuation::", "identifier:nil", "punctuation:]",
            "punctuation:;", "punctuation:}", "atKeyword:@end",
        ])
        XCTAssertEqual(shapes("@selector(done:) @[ @1 ] x->y"), [
            "atKeyword:@selector", "punctuation:(", "identifier:done", "punctuation::", "punctuation:)",
            "operator:@", "punctuation:[", "operator:@", "number:1", "punctuation:]", "identifier:x", "operator:->", "identifier:y",
        ])
    }

    func testStringsAndCharacters() {
        let source = #"self.title = @"Sett\"ings"; char c = '\''; const char *s = "c"; x = 1.5e-3f;"#
        let file = ObjCLexer.lex(Array(source.utf8))
        let strings = file.tokens.filter { $0.kind == .string }
        XCTAssertEqual(strings.map { file.text(of: $0) }, [#"@"Sett\"ings""#, #""c""#])
        XCTAssertEqual(strings.map { file.stringValue(of: $0) }, ["Sett\"ings", "c"])
        XCTAssertEqual(file.tokens.filter { $0.kind == .character }.map { file.text(of: $0) }, [#"'\''"#])
        XCTAssertEqual(file.tokens.filter { $0.kind == .number }.map { file.text(of: $0) }, ["1.5e-3f"])
        XCTAssertTrue(file.problems.isEmpty)
    }

    func testPreprocessorLinesAndCommentsAreTrivia() {
        let source = "#import \"A.h\"\n#define X(a) \\\n  a + 1\n  #if DEBUG /* c */ more\nint y; // line\n/* block */ z # w"
        let file = ObjCLexer.lex(Array(source.utf8))
        XCTAssertEqual(file.tokens.map { file.text(of: $0) }, ["int", "y", ";", "z", "#", "w"])
        XCTAssertEqual(file.trivia.map(\.kind), [.preprocessorLine, .preprocessorLine, .preprocessorLine, .blockComment, .preprocessorLine, .lineComment, .blockComment])
        XCTAssertEqual(file.text(of: file.trivia[1].span), "#define X(a) \\\n  a + 1")
        XCTAssertEqual(file.comments.count, 3)
    }

    func testUnterminatedLiteralsAreProblems() {
        let file = ObjCLexer.lex(Array("x = @\"open\ny = 'a\nz /* never".utf8))
        XCTAssertEqual(file.problems.map(\.message), [
            "unterminated string literal: close it with `\"`",
            "unterminated character literal: close it with `'`",
            "unterminated comment: close it with `*/`",
        ])
        XCTAssertEqual(file.tokens.filter { $0.kind == .identifier }.map { file.text(of: $0) }, ["x", "y", "z"])
    }

    /// Objective-C++ apps vendor C++ headers (Pyto's LLVM `YAMLTraits.h`): raw strings
    /// hold quotes and line breaks, and must not read as unterminated C strings.
    func testCxxRawStringsLex() {
        let source = #"""
        static constexpr char Indicators[] = R"(-?:\,[]{}#&*!|>'"%@`)";
        auto s = u8R"xy(line one
        )" still inside )xy"; int after;
        auto t = LR"()";
        """#
        let file = ObjCLexer.lex(Array(source.utf8))
        XCTAssertEqual(file.problems.map(\.message), [])
        XCTAssertEqual(file.tokens.filter { $0.kind == .string }.map { file.text(of: $0) }, [
            #"R"(-?:\,[]{}#&*!|>'"%@`)""#, "u8R\"xy(line one\n)\" still inside )xy\"", #"LR"()""#,
        ])
        XCTAssertEqual(file.tokens.filter { $0.kind == .identifier }.map { file.text(of: $0) },
                       ["static", "constexpr", "char", "Indicators", "auto", "s", "int", "after", "auto", "t"])
        // A name that merely ends in R is a name, and an unclosed raw string is a problem.
        XCTAssertEqual(shapes(#"FOUR"x""#), ["identifier:FOUR", #"string:"x""#])
        XCTAssertEqual(ObjCLexer.lex(Array(#"x = R"ab(never"#.utf8)).problems.map(\.message),
                       ["unterminated raw string literal: close it with `)ab\"`"])
    }

    func testRandomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\"'@#\\/*\n abR1.[]{}()".utf8)
        for round in 0..<400 {
            let count = Int.random(in: 0..<300, using: &generator)
            let bytes = (0..<count).map { _ in round % 2 == 0 ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator)! }
            let file = ObjCLexer.lex(bytes)
            XCTAssertTrue(file.tokens.allSatisfy { $0.span.start <= $0.span.end && $0.span.end <= bytes.count })
            for token in file.tokens where token.kind == .string { _ = file.stringValue(of: token) }
        }
    }

    func testLexingTimeIsLinear() {
        let unit = Array("- (void)viewDidLoad { [super viewDidLoad]; self.title = @\"A\"; /* c */ } // x\n#import <UIKit/UIKit.h>\n".utf8)
        var bytes: [UInt8] = []
        for _ in 0..<(5_000_000 / unit.count) { bytes.append(contentsOf: unit) }
        let start = DispatchTime.now().uptimeNanoseconds
        let file = ObjCLexer.lex(bytes)
        XCTAssertLessThan(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, 10)
        XCTAssertTrue(file.problems.isEmpty)
    }
}
