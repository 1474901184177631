import XCTest
@testable import ModalityLintCore

/// An alert that relays a web page's `alert()`, `confirm()` or `prompt()` (built in a
/// `WKUIDelegate` panel method) is exempt from `modal-title`: the page supplies only a
/// message. An alert whose `preferredStyle` is a value may be an action sheet, so the rules
/// that hold only for alerts do not claim it is one.
final class WebPageAlertTests: XCTestCase {
    private func titleFindings(_ path: String, _ source: String) -> [Int] {
        Linter().lint(app: [SourceFile(path: path, text: source)]).diagnostics
            .filter { $0.ruleID == "modal-title" }.map(\.start.line)
    }

    func testPanelsOfAWebViewAreExemptAndTheirNearMissIsNot() {
        let source = """
        class WebViewController: UIViewController, WKUIDelegate {
            func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void) {
                let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in completionHandler() })
                present(alert, animated: true)
            }
            func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void) {
                let alert = UIAlertController(title: nil, message: prompt, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in completionHandler(nil) })
                present(alert, animated: true)
            }
            func showMessage(_ message: String) {
                let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
            func confirmChoice(_ message: String, style: UIAlertController.Style) {
                let alert = UIAlertController(title: nil, message: message, preferredStyle: style)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
        }
        """
        // Only the app's own message alert: the panels relay a page, the last may be a sheet.
        XCTAssertEqual(titleFindings("Web.swift", source), [13])
    }

    func testObjectiveCPanel() {
        let source = """
        @implementation WebViewController
        - (void)webView:(WKWebView *)webView runJavaScriptConfirmPanelWithMessage:(NSString *)message initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(BOOL))completionHandler {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:nil message:message preferredStyle:UIAlertControllerStyleAlert];
            [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
            [self presentViewController:alert animated:YES completion:nil];
        }
        - (void)tell:(NSString *)message {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:nil message:message preferredStyle:UIAlertControllerStyleAlert];
            [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
            [self presentViewController:alert animated:YES completion:nil];
        }
        @end
        """
        XCTAssertEqual(titleFindings("Web.m", source), [8])
    }
}
