import UIKit

final class JournalListViewController: UITableViewController {
    private let store = EntryStore.shared
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EntryCell", for: indexPath)
        let entry = store.entries[indexPath.row]
        cell.textLabel?.text = entry.title
        cell.detailTextLabel?.text = dateFormatter.string(from: entry.date)
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let detail = segue.destination as? EntryDetailViewController,
           let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell) {
            detail.entry = store.entries[indexPath.row]
        }
    }

    /// "Back to List" on an entry unwinds here (it pops back to the list).
    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}

    @IBAction func showArchive(_ sender: Any) {
        let archive = storyboard!.instantiateViewController(withIdentifier: "Archive") as! ArchiveViewController
        present(UINavigationController(rootViewController: archive), animated: true)
    }
}
