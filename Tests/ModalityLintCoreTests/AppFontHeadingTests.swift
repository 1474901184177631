import XCTest
@testable import ModalityLintCore

/// A sheet that draws its own header names its task there: "Alert Details" set in a font the
/// app's own type declares, named for a heading (`Typography.headlineBold`), is the screen's
/// title in its content, as `.font(.title)` is, and no `.navigationTitle` is asked for. Near
/// miss: the same words in the app's footnote font (`Typography.footnote`) head nothing, and
/// the empty navigation bar is reported.
final class AppFontHeadingTests: XCTestCase {
    private func app(font: String) -> String {
        """
        import SwiftUI

        enum Typography {
            static let headlineBold = Font.headline.bold()
            static let footnote = Font.footnote
            enum Display {
                static let medium: Font = .custom("CormorantGaramond-Light", size: 28)
                static let small: Font = .custom("CormorantGaramond-Light", size: 13)
            }
        }

        struct AlertDetailsPage: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                VStack(alignment: .leading) {
                    HStack {
                        Text("Alert Details").font(Typography.\(font))
                        Spacer()
                        Button("Close") { dismiss() }
                    }
                    Text("Trains are running every 15 minutes.")
                }
            }
        }

        struct HomeView: View {
            @State private var showingAlert = false
            var body: some View {
                Button("Service Alert") { showingAlert = true }
                    .fullScreenCover(isPresented: $showingAlert) {
                        NavigationStack { AlertDetailsPage() }
                    }
            }
        }

        """
    }

    private func titles(_ font: String) -> [String] {
        TestApp.diagnostics(app(font: font)).linesAndRules(of: "modal-title")
    }

    func testAHeaderInTheAppsHeadingFontIsTheTitle() {
        XCTAssertEqual(titles("headlineBold"), [])
    }

    func testTheSameWordsInTheAppsFootnoteFontHeadNothing() {
        XCTAssertEqual(titles("footnote"), ["12 modal-title"])
    }

    /// A font the app declares as a constant is read to what it is: a custom font at a
    /// heading's size heads the screen, whatever the constant is called. The near miss: the
    /// same family at a body size.
    func testAFontConstantAtAHeadingsSizeIsTheTitlesFont() {
        XCTAssertEqual(titles("Display.medium"), [])
        XCTAssertEqual(titles("Display.small"), ["12 modal-title"])
    }
}
