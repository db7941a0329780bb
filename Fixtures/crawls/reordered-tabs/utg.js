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
      "from": "s20260105100000",
      "id": "s20260105100000-->s20260105100010",
      "to": "s20260105100010"
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
      "from": "s20260105100010",
      "id": "s20260105100010-->s20260105100020",
      "to": "s20260105100020"
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
      "from": "s20260105100000",
      "id": "s20260105100000-->s20260105100030",
      "to": "s20260105100030"
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
      "from": "s20260105100000",
      "id": "s20260105100000-->s20260105100040",
      "to": "s20260105100040"
    }
  ],
  "nodes": [
    {
      "activity": ".HomeActivity",
      "id": "s20260105100000",
      "image": "states/screen_2026-01-05_100000.jpg",
      "package": "com.example.notes",
      "state_str": "s20260105100000",
      "structure_str": "c.HomeActivity"
    },
    {
      "activity": ".HomeActivity",
      "id": "s20260105100010",
      "image": "states/screen_2026-01-05_100010.jpg",
      "package": "com.example.notes",
      "state_str": "s20260105100010",
      "structure_str": "c.HomeActivity"
    },
    {
      "activity": ".SearchActivity",
      "id": "s20260105100020",
      "image": "states/screen_2026-01-05_100020.jpg",
      "package": "com.example.notes",
      "state_str": "s20260105100020",
      "structure_str": "c.SearchActivity"
    },
    {
      "activity": ".ProfileActivity",
      "id": "s20260105100030",
      "image": "states/screen_2026-01-05_100030.jpg",
      "package": "com.example.notes",
      "state_str": "s20260105100030",
      "structure_str": "c.ProfileActivity"
    },
    {
      "activity": ".FeedActivity",
      "id": "s20260105100040",
      "image": "states/screen_2026-01-05_100040.jpg",
      "package": "com.example.notes",
      "state_str": "s20260105100040",
      "structure_str": "c.FeedActivity"
    }
  ],
  "num_edges": 4,
  "num_nodes": 5
};
