import Testing
@testable import InputMotionCore

@Suite("What the user is told about saving")
struct SaveStatusTests {
    @Test("saved at first: no banner, nothing to retry")
    func fresh() {
        var status = SaveStatus()
        #expect(status.state == .saved)
        #expect(!status.showsBanner)
        #expect(status.bannerText == nil)
        #expect(!status.canRetry)
        let retries = status.retry()
        #expect(!retries, "nothing to retry while saved")
    }

    @Test("a failed write shows the banner with the reason and announces it once")
    func failureShownOnce() {
        var status = SaveStatus()
        let first = status.writeEnded(failure: "Not a directory")
        #expect(first == .saveFailed(reason: "Not a directory"))
        #expect(status.showsBanner)
        #expect(status.canRetry)
        #expect(status.bannerText?.contains("Not a directory") == true)
        #expect(first?.text == status.bannerText, "screen readers hear what the banner says")
        let again = status.writeEnded(failure: "Not a directory")
        #expect(again == nil, "the same failure again says nothing")
        let other = status.writeEnded(failure: "No space left on device")
        #expect(other == .saveFailed(reason: "No space left on device"))
        #expect(status.bannerText?.contains("No space left") == true)
    }

    @Test("only a landed write hides the banner, and says so")
    func recovery() {
        var status = SaveStatus()
        let savedWhileSaved = status.writeEnded(failure: nil)
        #expect(savedWhileSaved == nil, "saved while saved says nothing")
        _ = status.writeEnded(failure: "Read-only file system")
        let recovered = status.writeEnded(failure: nil)
        #expect(recovered == .saveRecovered)
        #expect(recovered?.text == "Changes saved")
        #expect(!status.showsBanner)
        #expect(status.state == .saved)
    }

    @Test("Retry writes once while failed; the banner stays until the retry lands")
    func retry() {
        var status = SaveStatus()
        _ = status.writeEnded(failure: "Permission denied")
        let first = status.retry()
        #expect(first)
        #expect(status.state == .retrying(reason: "Permission denied"))
        #expect(status.showsBanner)
        #expect(status.bannerText?.contains("Permission denied") == true)
        #expect(!status.canRetry)
        let second = status.retry()
        #expect(!second, "a retry is being written already")
        let failedAgain = status.writeEnded(failure: "Permission denied")
        #expect(failedAgain == nil, "the retry failing again is not announced again")
        #expect(status.canRetry, "and can be retried again")
        _ = status.retry()
        let landed = status.writeEnded(failure: nil)
        #expect(landed == .saveRecovered)
        #expect(!status.showsBanner)
    }
}
