import UIKit

final class HelpViewController: UITableViewController {
    private let topics = ["Writing an entry", "Archiving", "Exporting", "Syncing with iCloud"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        topics.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TopicCell", for: indexPath)
        cell.textLabel?.text = topics[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let topic = segue.destination as? HelpTopicViewController,
           let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell) {
            topic.topic = topics[indexPath.row]
        }
    }

    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }
}
