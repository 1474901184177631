import UIKit

final class ArchiveViewController: UITableViewController {
    private let store = EntryStore.shared

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.archived.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ArchivedEntryCell", for: indexPath)
        cell.textLabel?.text = store.archived[indexPath.row].title
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let item = segue.destination as? ArchiveItemViewController,
           let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell) {
            item.entry = store.archived[indexPath.row]
        }
    }
}
