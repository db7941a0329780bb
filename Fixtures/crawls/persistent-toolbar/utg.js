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
      "from": "s20260101100000",
      "id": "s20260101100000-->s20260101100010",
      "to": "s20260101100010"
    },
    {
      "events": [
        {
          "event_id": 2,
          "event_str": "key",
          "event_type": "key",
          "view_images": []
        }
      ],
      "from": "s20260101100010",
      "id": "s20260101100010-->s20260101100000",
      "to": "s20260101100000"
    },
    {
      "events": [
        {
          "event_id": 3,
          "event_str": "touch",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260101100000",
      "id": "s20260101100000-->s20260101100020",
      "to": "s20260101100020"
    },
    {
      "events": [
        {
          "event_id": 4,
          "event_str": "touch",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260101100020",
      "id": "s20260101100020-->s20260101100030",
      "to": "s20260101100030"
    }
  ],
  "nodes": [
    {
      "activity": ".MainActivity",
      "id": "s20260101100000",
      "image": "states/screen_2026-01-01_100000.jpg",
      "package": "com.example.notes",
      "state_str": "s20260101100000",
      "structure_str": "c.MainActivity"
    },
    {
      "activity": ".EditActivity",
      "id": "s20260101100010",
      "image": "states/screen_2026-01-01_100010.jpg",
      "package": "com.example.notes",
      "state_str": "s20260101100010",
      "structure_str": "c.EditActivity"
    },
    {
      "activity": ".SettingsActivity",
      "id": "s20260101100020",
      "image": "states/screen_2026-01-01_100020.jpg",
      "package": "com.example.notes",
      "state_str": "s20260101100020",
      "structure_str": "c.SettingsActivity"
    },
    {
      "activity": ".AboutActivity",
      "id": "s20260101100030",
      "image": "states/screen_2026-01-01_100030.jpg",
      "package": "com.example.notes",
      "state_str": "s20260101100030",
      "structure_str": "c.AboutActivity"
    }
  ],
  "num_edges": 4,
  "num_nodes": 4
};
