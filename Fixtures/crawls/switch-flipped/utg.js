var utg = 
{
  "app_main_activity": "com.example.notes.MainActivity",
  "app_package": "com.example.notes",
  "device_sdk_version": 29,
  "edges": [
    {
      "events": [
        {
          "event_id": 1,
          "event_str": "touch",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260102100000",
      "id": "s20260102100000-->s20260102100010",
      "to": "s20260102100010"
    },
    {
      "events": [
        {
          "event_id": 2,
          "event_str": "touch",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260102100010",
      "id": "s20260102100010-->s20260102100020",
      "to": "s20260102100020"
    }
  ],
  "nodes": [
    {
      "activity": ".SettingsActivity",
      "id": "s20260102100000",
      "image": "states/screen_2026-01-02_100000.jpg",
      "package": "com.example.notes",
      "state_str": "s20260102100000",
      "structure_str": "c.SettingsActivity"
    },
    {
      "activity": ".SettingsActivity",
      "id": "s20260102100010",
      "image": "states/screen_2026-01-02_100010.jpg",
      "package": "com.example.notes",
      "state_str": "s20260102100010",
      "structure_str": "c.SettingsActivity"
    },
    {
      "activity": ".SettingsActivity",
      "id": "s20260102100020",
      "image": "states/screen_2026-01-02_100020.jpg",
      "package": "com.example.notes",
      "state_str": "s20260102100020",
      "structure_str": "c.SettingsActivity"
    }
  ],
  "num_edges": 2,
  "num_nodes": 3
};
